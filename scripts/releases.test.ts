// Changesets does what .changeset/README.md says: the three published packages share one
// version line (a release of any of them releases all three at the same version), and the
// private apps are never versioned.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import getReleasePlan from '@changesets/get-release-plan';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const published = ['@applykit/admissions-form', '@applykit/api-contract', '@applykit/ui'];
const workspaceFolders = [
  'packages/admissions-form',
  'packages/api-contract',
  'packages/ui',
  'apps/api',
  'apps/portal',
  'e2e',
  'bench',
];

const copies: string[] = [];
afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

/**
 * The workspace's manifests and Changesets configuration in a folder of their own, with the
 * given changesets only, so a plan is read for them and not for whatever is pending.
 */
function workspaceWith(changesets: Record<string, string>): string {
  const copy = mkdtempSync(join(tmpdir(), 'applykit-releases-'));
  copies.push(copy);
  for (const file of ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json'])
    cpSync(join(root, file), join(copy, file));
  for (const folder of workspaceFolders) {
    mkdirSync(join(copy, folder), { recursive: true });
    cpSync(join(root, folder, 'package.json'), join(copy, folder, 'package.json'));
  }
  for (const [name, text] of Object.entries(changesets))
    writeFileSync(join(copy, '.changeset', `${name}.md`), text);
  return copy;
}

/** What a plan releases: packages whose version moves (not a range update of a private app). */
const releasedIn = (plan: Awaited<ReturnType<typeof getReleasePlan>>) =>
  plan.releases
    .filter((release) => release.type !== 'none')
    .map(({ name, newVersion }) => ({ name, newVersion }))
    .sort((a, b) => a.name.localeCompare(b.name));

const versionOf = (folder: string) =>
  (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { version: string })
    .version;

describe('releases', () => {
  it('the published packages start on one version', () => {
    const versions = new Set(
      ['packages/admissions-form', 'packages/api-contract', 'packages/ui'].map(versionOf),
    );
    expect(versions.size).toBe(1);
  });

  it('a patch of the kit alone releases all three published packages at the same version', async () => {
    const plan = await getReleasePlan(
      workspaceWith({ 'kit-fix': "---\n'@applykit/ui': patch\n---\n\nA fix in the kit.\n" }),
    );
    const current = versionOf('packages/ui');
    const [major, minor, patch] = current.split('.').map(Number);
    expect(releasedIn(plan)).toEqual(
      published.map((name) => ({ name, newVersion: `${major}.${minor}.${patch! + 1}` })),
    );
  });

  it('a minor of the contract alone moves the kit and the form to the same minor', async () => {
    const plan = await getReleasePlan(
      workspaceWith({
        'contract-field': "---\n'@applykit/api-contract': minor\n---\n\nA new field.\n",
      }),
    );
    const released = releasedIn(plan);
    expect(released.map((release) => release.name)).toEqual(published);
    expect(new Set(released.map((release) => release.newVersion)).size).toBe(1);
  });

  it('the changesets now pending release the three together and no private package', async () => {
    const plan = await getReleasePlan(root);
    if (plan.changesets.length === 0) return;
    const released = releasedIn(plan);
    expect(released.map((release) => release.name)).toEqual(published);
    expect(new Set(released.map((release) => release.newVersion)).size).toBe(1);
  });
});
