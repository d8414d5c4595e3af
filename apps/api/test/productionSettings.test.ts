import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** The names in the first column of the README's production table. */
function settingsListedInReadme(): Set<string> {
  const section = /^## Production\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
  return new Set(names);
}

/** Every variable the configuration reads, with the S3 driver on so its settings are read too. */
async function settingsTheServerReads(): Promise<Set<string>> {
  const read = new Set<string>();
  const given: NodeJS.ProcessEnv = { STORAGE_DRIVER: 's3', S3_BUCKET: 'applykit-documents' };
  const env = new Proxy(given, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return target[name as string];
    },
  });
  await loadConfig(env);
  return read;
}

describe("the README's production section", () => {
  it('lists every setting the server reads, and none it does not', async () => {
    const listed = settingsListedInReadme();
    const read = await settingsTheServerReads();
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([]);
    expect([...listed].filter((name) => !read.has(name)).sort()).toEqual([]);
  });

  it('gives the command that starts the server in production', () => {
    const section = /^## Production\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1] ?? '';
    expect(section).toMatch(/NODE_ENV=production[\s\S]*pnpm --filter @applykit\/api serve/);
  });
});
