// `pnpm check:packages`: pack each public package and run publint and attw on the tarball.
// Needs the packages built (`pnpm build`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkTarball, packPublicPackages } from './packages.mjs';

const destination = mkdtempSync(join(tmpdir(), 'applykit-pack-'));
let failed = false;
try {
  for (const tarball of packPublicPackages(destination)) {
    try {
      console.log(checkTarball(tarball));
    } catch (error) {
      failed = true;
      console.error(`${tarball}:\n${error.stdout ?? ''}${error.stderr ?? ''}${error.message}`);
    }
  }
} finally {
  rmSync(destination, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
