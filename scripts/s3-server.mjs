// A throwaway S3-compatible server on 127.0.0.1 for the tests: Ceph's RADOS Gateway from
// Debian's packages (radosgw, ceph-mon, ceph-osd), on a one-monitor, one-OSD cluster that
// keeps its objects in memory. It enforces presigned POST policies as S3 does (size range,
// key, expiry, signature), which the lighter S3 emulators on npm do not check.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const programs = ['ceph-mon', 'ceph-osd', 'radosgw', 'radosgw-admin', 'monmaptool', 'ceph'];

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

function configuration(dir, fsid, monitorPort, gatewayPort) {
  return `[global]
fsid = ${fsid}
mon host = v1:127.0.0.1:${monitorPort}
mon initial members = a
public addr = 127.0.0.1
ms bind msgr2 = false
auth cluster required = none
auth service required = none
auth client required = none
osd objectstore = memstore
memstore device bytes = 536870912
osd pool default size = 1
osd pool default min size = 1
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
osd crush chooseleaf type = 0
mon allow pool size one = true
mon max pg per osd = 1000
mon data = ${dir}/mon
osd data = ${dir}/osd
run dir = ${dir}/run
admin socket = ${dir}/run/$name.asok
log file = ${dir}/log/$name.log
keyring = ${dir}/keyring

[client.rgw]
rgw frontends = beast endpoint=127.0.0.1:${gatewayPort}
rgw data = ${dir}/rgw
`;
}

/**
 * Starts the cluster and the gateway with one user; answers the endpoint, the user's keys and
 * `stop()`, which ends the three processes by their ids and removes the folder. About 10 s.
 */
export async function startS3Server() {
  const missing = programs.filter((program) => !existsSync(`/usr/bin/${program}`));
  if (missing.length)
    throw new Error(
      `The S3-compatible test server needs ${missing.join(', ')} (run scripts/system-deps.sh).`,
    );
  const dir = mkdtempSync(join(tmpdir(), 'applykit-s3-'));
  for (const folder of ['mon', 'osd', 'run', 'log', 'rgw']) mkdirSync(join(dir, folder));
  const [monitorPort, gatewayPort] = [await freePort(), await freePort()];
  const fsid = randomUUID();
  const conf = join(dir, 'ceph.conf');
  writeFileSync(conf, configuration(dir, fsid, monitorPort, gatewayPort));
  const env = { ...process.env, CEPH_CONF: conf };
  const run = (program, args) =>
    execFileSync(program, ['-c', conf, ...args], { env, stdio: 'pipe', timeout: 60_000 })
      .toString()
      .trim();
  const daemons = [];
  const daemon = (program, args) => {
    // In the foreground (-f): each is this process's child, stopped by its own pid.
    const child = spawn(program, ['-f', '-c', conf, ...args], { env, stdio: 'ignore' });
    daemons.push(child);
    return child;
  };
  const stop = async () => {
    await Promise.all(
      daemons.reverse().map(
        (child) =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGKILL');
          }),
      ),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    execFileSync('monmaptool', [
      '--create',
      '--add',
      'a',
      `v1:127.0.0.1:${monitorPort}`,
      '--fsid',
      fsid,
      join(dir, 'monmap'),
    ]);
    // The monitor's own key is still needed to make its store, though no one is asked for keys.
    writeFileSync(
      join(dir, 'keyring'),
      `[mon.]\n\tkey = ${randomBytes(16).toString('base64')}\n\tcaps mon = "allow *"\n`,
    );
    run('ceph-mon', ['--mkfs', '-i', 'a', '--monmap', join(dir, 'monmap')]);
    daemon('ceph-mon', ['-i', 'a']);
    const osdUuid = randomUUID();
    // A monitor just started can refuse its first command ("EPERM: problem getting command
    // descriptions from mon") while it is still forming its quorum of one; the same uuid asked
    // again names the same OSD, so asking until it answers is safe.
    const monitorDeadline = Date.now() + 60_000;
    for (;;) {
      try {
        run('ceph', ['--connect-timeout', '30', 'osd', 'new', osdUuid]);
        break;
      } catch (refused) {
        if (Date.now() > monitorDeadline) throw refused;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    run('ceph-osd', ['-i', '0', '--mkfs', '--osd-uuid', osdUuid]);
    let storageDaemon = daemon('ceph-osd', ['-i', '0']);
    let restarts = 0;
    const gateway = daemon('radosgw', ['-n', 'client.rgw']);
    const endpoint = `http://127.0.0.1:${gatewayPort}`;
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (gateway.exitCode !== null) throw new Error('radosgw exited while starting.');
      // Now and then the OSD's first call to the monitor races its own sign-in and is refused
      // ("wrong fsid"), and it exits; started again, it joins.
      if (storageDaemon.exitCode !== null && restarts++ < 3) {
        storageDaemon = daemon('ceph-osd', ['-i', '0']);
      }
      try {
        await fetch(endpoint);
        break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('radosgw did not answer in 90 s.');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const accessKeyId = `applykit${randomBytes(6).toString('hex')}`;
    const secretAccessKey = randomBytes(24).toString('base64url');
    run('radosgw-admin', [
      'user',
      'create',
      '--uid=applykit',
      '--display-name=ApplyKit tests',
      `--access-key=${accessKeyId}`,
      `--secret-key=${secretAccessKey}`,
    ]);
    return { endpoint, region: 'us-east-1', accessKeyId, secretAccessKey, stop };
  } catch (error) {
    const tail = ['osd.0', 'client.rgw']
      .map((name) => join(dir, 'log', `${name}.log`))
      .filter((log) => existsSync(log))
      .map((log) => readFileSync(log, 'utf8').slice(-1500))
      .join('\n');
    await stop();
    throw new Error(`Could not start the S3-compatible test server: ${error.message}\n${tail}`);
  }
}
