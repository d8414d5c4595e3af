import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPortal } from '../test/builtPortal';

const portal = resolve(import.meta.dirname, '../..');

/** `vite build` of the portal with `env` set; the served shells of `/` and `/signup`. */
async function builtShells(env: Record<string, string>): Promise<string[]> {
  const outDir = await builtPortal(env);
  return Promise.all(
    ['index.html', 'signup/index.html'].map((file) => readFile(join(outDir, file), 'utf8')),
  );
}

describe('the HTML the server sends, before any script runs', () => {
  it('is in the partner’s first language, titled with its name and the product’s in it', async () => {
    const shells = await builtShells({
      APPLYKIT_FORM: resolve(portal, '../../examples/sierra-blanca/src/index.ts'),
    });
    for (const html of shells) {
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<title>Solicitud de transferencia – Sierra Blanca College</title>');
      expect(html).not.toContain('Transfer Application');
    }
  });

  it('is in English for a partner that keeps it, with the partner’s name', async () => {
    const shells = await builtShells({
      APPLYKIT_FORM: resolve(portal, '../api/test/support/forms/riverbend.ts'),
    });
    for (const html of shells) {
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<title>Transfer Application – Riverbend College</title>');
    }
  });
});
