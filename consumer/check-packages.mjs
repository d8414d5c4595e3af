// `pnpm check:packages`: pack each public package (its prepack builds it), run publint and attw
// on the tarball, and refuse a packed README with a relative link (it breaks on npmjs.com) or a
// packed file that cites the internal specification.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkTarball,
  packedReadme,
  packPublicPackages,
  relativeLinks,
  specificationCitations,
} from './packages.mjs';

const destination = mkdtempSync(join(tmpdir(), 'applykit-pack-'));
let failed = false;
try {
  for (const tarball of Object.values(await packPublicPackages(destination))) {
    const broken = relativeLinks(packedReadme(tarball));
    if (broken.length) {
      failed = true;
      console.error(`${tarball}: README links that break on the registry: ${broken.join(', ')}`);
    }
    const citations = specificationCitations(tarball);
    if (citations.length) {
      failed = true;
      console.error(`${tarball}: cites the internal specification:\n${citations.join('\n')}`);
    }
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
