import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPortal } from '../test/builtPortal';

const portal = resolve(import.meta.dirname, '../..');
const riverbend = resolve(portal, '../api/test/support/forms/riverbend.ts');

/** `vite build` of the portal, as `pnpm build` runs it, with `env` set; the built scripts' text. */
async function builtScripts(env: Record<string, string>): Promise<string> {
  const assets = join(await builtPortal(env), 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  return (await Promise.all(scripts.map((name) => readFile(join(assets, name), 'utf8')))).join(
    '\n',
  );
}

describe('pnpm build with APPLYKIT_FORM', () => {
  it('builds the form module’s questions into the portal', async () => {
    const scripts = await builtScripts({ APPLYKIT_FORM: riverbend });
    expect(scripts).toContain('Riverbend Student Number');
    expect(scripts).toContain('Enter your Riverbend student number');
  });

  it('stops the build when the module’s partner has a theme that is not usable', async () => {
    await expect(
      builtScripts({ APPLYKIT_FORM: join(portal, 'src/test/forms/unusableTheme.ts') }),
    ).rejects.toThrow(/The theme of partner "lakeside" is not usable/);
  });

  it('stops the build, naming the setting, when the path holds no module', async () => {
    await expect(builtScripts({ APPLYKIT_FORM: join(portal, 'no-such-form.ts') })).rejects.toThrow(
      /APPLYKIT_FORM: there is no form module at .*no-such-form\.ts/,
    );
  });
});
