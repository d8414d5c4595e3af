// A throwaway PostgreSQL server on 127.0.0.1 for the API tests, from Debian's packages.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  if (!versions.length)
    throw new Error('PostgreSQL is not installed (run scripts/system-deps.sh).');
  return join(root, versions[0], 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a fresh cluster; returns its connection string and a stop function. */
export async function startPostgres() {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'applykit-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; Debian's package makes the postgres user.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (cmd, args) => {
    const [file, ...rest] = [...asOwner, cmd, ...args];
    execFileSync(file, rest, { stdio: 'pipe' });
  };
  run(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'applykit',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const url = `postgres://applykit@127.0.0.1:${port}/postgres`;
  return {
    url,
    stop() {
      const [file, ...rest] = [
        ...asOwner,
        join(bin, 'pg_ctl'),
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
        'stop',
      ];
      spawnSync(file, rest, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
