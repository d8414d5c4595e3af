import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'bundledModules.mjs');

async function bundledModules(source: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, [script, source]);
  return JSON.parse(stdout) as string[];
}

const otherWidgetDependencies =
  /downshift|imask|@radix-ui\/react-(dialog|toast|tabs|popover|navigation-menu)/;

describe('tree shaking', () => {
  it('importing Button from the package door pulls in no other widget or its dependencies', async () => {
    const modules = await bundledModules("export { Button } from './src/index.ts';");
    expect(modules.some((path) => path.endsWith('src/Button/Button.tsx'))).toBe(true);
    expect(modules.filter((path) => otherWidgetDependencies.test(path))).toEqual([]);
    expect(
      modules.filter(
        (path) => /src\/(?!Button|theme)\w+\/\w+\.tsx?$/.test(path) && !path.includes('.css'),
      ),
    ).toEqual([]);
  }, 60_000);

  it('importing PhoneInput brings imask but not downshift or the dialog', async () => {
    const modules = await bundledModules("export { PhoneInput } from './src/index.ts';");
    expect(modules.some((path) => path.includes('imask'))).toBe(true);
    expect(modules.filter((path) => /downshift|react-dialog/.test(path))).toEqual([]);
  }, 60_000);

  it('the password and file rules are plain code: no React, no styles', async () => {
    const modules = await bundledModules(
      "export * from './src/PasswordChecklist/passwordRules.ts'; export * from './src/FileUpload/fileRules.ts';",
    );
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((path) => /react|vanilla-extract|\.css/.test(path))).toEqual([]);
  }, 60_000);
});
