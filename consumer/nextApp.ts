// The admissions-form README's Next.js App Router app, set up as a partner sets it up: its files
// in a fresh folder, the packed tarballs and the registry's packages installed (through the
// workspace's store, offline when cached), built and served by Next itself.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { installReadmeApp, versionOf, writeReadmeApp } from './partnerApp';

/** Next's own switch: a test run sends nothing anywhere. */
const environment = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** Writes the README's Next.js app into `app`, with the packed packages as dependencies. */
export function writeNextApp(app: string, tarballs: Record<string, string>): void {
  writeReadmeApp(app, 'next', tarballs, {
    name: 'riverbend-next',
    dependencies: {
      next: versionOf('next'),
      react: versionOf('react'),
      'react-dom': versionOf('react-dom'),
    },
    // Without them `next build` would try to install them itself; with them it type-checks.
    devDependencies: Object.fromEntries(
      ['typescript', '@types/node', '@types/react', '@types/react-dom'].map((name) => [
        name,
        versionOf(name),
      ]),
    ),
  });
}

/** Installs the app and runs `next build`; returns what the build printed. */
export function installAndBuildNext(app: string): string {
  return installReadmeApp(app, environment)(['exec', 'next', 'build']);
}

/** A port nothing listens on now: the system's pick for port 0, released at once. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface NextServer {
  url: string;
  /** Stops the server's whole process group (Next starts workers of its own). */
  close(): Promise<void>;
}

/** `next start` on 127.0.0.1 and a free port, resolved once Next says it is ready. */
export async function startNext(app: string): Promise<NextServer> {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(app, 'node_modules/next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(port)],
    { cwd: app, env: environment, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (/\bReady\b/.test(output)) resolve();
    };
    server.stdout.on('data', listen);
    server.stderr.on('data', listen);
    server.once('exit', (code) => reject(new Error(`next start ended (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      process.kill(-server.pid!, 'SIGTERM');
      await exited;
    },
  };
}
