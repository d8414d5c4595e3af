import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exampleSource, installSecondInstitution } from './secondInstitution.mjs';

interface BuiltFormModule {
  definition: { id: string; pages: { sections: { id: string }[] }[] };
  partner: { institutionName: string };
  validators: Record<string, (value: string) => boolean>;
  widgets: Record<string, unknown>;
}

interface ValidateEntry {
  checkDefinition(
    definition: unknown,
    options: { validators?: unknown; widgets?: readonly string[] },
  ): string[];
  indexDefinition(definition: unknown): { keys: readonly string[] };
}

/**
 * examples/sierra-blanca, a second institution written against the published packages, as a
 * partner has it: a project of its own with the packed tarballs installed, built by its own
 * `build` script (tsc: type-checked against the packages' published types, and compiled to
 * the form module the server and the portal build load).
 */
describe('the second institution (examples/sierra-blanca) on the packed packages', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'applykit-sierra-blanca-'));
  let project: string;

  beforeAll(() => {
    project = installSecondInstitution(workDir, inject('tarballs'));
  });

  afterAll(() => rmSync(workDir, { recursive: true, force: true }));

  it('asks npm for the packages by version, not from this workspace', () => {
    const manifest = JSON.parse(readFileSync(join(exampleSource, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    for (const name of ['@applykit/admissions-form', '@applykit/ui'])
      expect(manifest.dependencies[name]).toMatch(/^\^\d+\.\d+\.\d+$/);
  });

  it('builds a form module whose definition is sound, with its own questions and none of Maryland', async () => {
    const form = (await import(
      pathToFileURL(join(project, 'dist/index.js')).href
    )) as BuiltFormModule;
    // The package's own copy, as the example resolves it: the tarball's dist.
    const validate = (await import(
      pathToFileURL(join(project, 'node_modules/@applykit/admissions-form/dist/validate.js')).href
    )) as ValidateEntry;
    expect(
      validate.checkDefinition(form.definition, {
        validators: form.validators,
        widgets: Object.keys(form.widgets),
      }),
    ).toEqual([]);
    const { keys } = validate.indexDefinition(form.definition);
    expect(keys.filter((key) => key.startsWith('md_'))).toEqual([]);
    expect(keys).toEqual(
      expect.arrayContaining(['sb_student_number', 'sb_nm_resident', 'sb_residency_statement']),
    );
    expect(form.partner.institutionName).toBe('Sierra Blanca College');
    expect(form.validators.studentNumber!('SB1234567')).toBe(true);
    expect(form.validators.studentNumber!('SB12345')).toBe(false);
  });
});
