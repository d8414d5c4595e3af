import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const serverEntry = join(repoRoot, 'apps/api/dist/main.js');

/** One message the console mail transport printed (no SMTP_URL: mail goes to stdout). */
interface PrintedMail {
  to: string;
  subject: string;
  text: string;
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Every message the server printed so far, oldest first. */
  mail(): PrintedMail[];
  /** Waits for the next message to `to` (after the ones already seen) whose subject matches. */
  waitForMail(to: string, subject?: RegExp, timeoutMs?: number): Promise<PrintedMail>;
  /** Mints a read-only service link through the admin API (needs ADMIN_API_KEY at start). */
  mintServiceUrl(username: string): Promise<string>;
  /** Keeps an answer set and mints its `?token=` link through the admin API. */
  mintTemporaryAnswersUrl(answer: Record<string, string>): Promise<string>;
  stop(): Promise<void>;
}

const mailPattern = /\n--- mail to (.+?): (.*)\n([\s\S]*?)\n--- end of mail\n/g;

function parseMail(stdout: string): PrintedMail[] {
  return [...stdout.matchAll(mailPattern)].map(([, to, subject, text]) => ({
    to: to!,
    subject: subject!,
    text: text!,
  }));
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built server on 127.0.0.1 with a fresh embedded database, as `pnpm start` would.
 * `settings` may be worked out from the server's URL, before it starts (an identity provider
 * needs to know where to send the browser back).
 */
export async function startServer(
  settings: Record<string, string> | ((url: string) => Promise<Record<string, string>>) = {},
): Promise<RunningServer> {
  if (!existsSync(serverEntry))
    throw new Error('Run `pnpm build` before the journeys: apps/api/dist is missing.');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = typeof settings === 'function' ? await settings(url) : settings;
  const dataDir = mkdtempSync(join(tmpdir(), 'applykit-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [serverEntry], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      // The browser's origin: writes from any other origin are refused, and mail links use it.
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => (output += chunk));
  // Generous: migrations and the demo seed share two cores with the browser in CI.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      const reply = await fetch(`${url}/healthz`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left behind to load the machine for the files that follow.
      child.kill('SIGTERM');
      throw new Error(`The server did not answer /healthz in 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const seen = new Set<number>();
  async function mintLink(path: string, body: object): Promise<string> {
    const adminKey = env.ADMIN_API_KEY;
    if (!adminKey) throw new Error('Start the server with ADMIN_API_KEY to mint links.');
    const reply = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await reply.json()) as { url?: string; message?: string };
    if (!reply.ok || !answer.url)
      throw new Error(`POST ${path} failed (${reply.status}): ${answer.message}`);
    return answer.url;
  }
  return {
    url,
    dataDir,
    output: () => output,
    mail: () => parseMail(stdout),
    async waitForMail(to, subject = /./, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = parseMail(stdout).findIndex(
          (message, index) =>
            !seen.has(index) &&
            message.to.toLowerCase() === to.toLowerCase() &&
            subject.test(message.subject),
        );
        if (found >= 0) {
          seen.add(found);
          return parseMail(stdout)[found]!;
        }
        if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
        if (Date.now() > until)
          throw new Error(
            `No mail to ${to} matching ${subject} in ${timeoutMs} ms. Mail so far:\n` +
              parseMail(stdout)
                .map((message) => `${message.to}: ${message.subject}`)
                .join('\n'),
          );
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    mintServiceUrl: (username) => mintLink('/admin/service-tokens', { username, hours: 1 }),
    mintTemporaryAnswersUrl: (answer) => mintLink('/admin/temporary-answers', { answer, hours: 1 }),
    // Each run's embedded database goes with its server.
    stop: () =>
      new Promise<void>((done) => {
        const finish = () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGTERM');
      }),
  };
}
