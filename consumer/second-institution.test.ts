import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { exampleSource, installSecondInstitution } from './secondInstitution.mjs';

interface BuiltFormModule {
  definition: { id: string; pages: { sections: { id: string }[] }[] };
  partner: { institutionName: string; defaultLocale?: string; theme?: unknown };
  validators: Record<string, (value: string) => boolean>;
  widgets: Record<string, unknown>;
}

interface ValidateEntry {
  checkDefinition(
    definition: unknown,
    options: { validators?: unknown; widgets?: readonly string[] },
  ): string[];
  indexDefinition(definition: unknown): { keys: readonly string[] };
  definitionTexts(definition: unknown): Record<string, string>;
  definitionInLocale(definition: unknown, locale: string): unknown;
  untranslatedTexts(definition: unknown, locale: string, partner?: unknown): string[];
  partnerInLocale(
    partner: unknown,
    definition: unknown,
    locale: string,
  ): { welcomeBenefits: readonly string[]; majors: readonly { label: string }[] };
  findPartnerThemeProblems(theme: unknown): string[];
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

  it('writes its questions in English and gives every one of them, and its own texts, in Spanish', async () => {
    const form = (await import(
      pathToFileURL(join(project, 'dist/index.js')).href
    )) as BuiltFormModule;
    const validate = (await import(
      pathToFileURL(join(project, 'node_modules/@applykit/admissions-form/dist/validate.js')).href
    )) as ValidateEntry;
    const english = validate.definitionTexts(form.definition);
    expect(english['sb_student_number.label']).toBe('Sierra Blanca student number');
    const spanish = validate.definitionTexts(validate.definitionInLocale(form.definition, 'es'));
    expect(spanish['sb_student_number.label']).toBe('Número de estudiante de Sierra Blanca');
    // Nothing the college or the package asks is left in English for a Spanish reader.
    expect(validate.untranslatedTexts(form.definition, 'es', form.partner)).toEqual([]);
    const inSpanish = validate.partnerInLocale(form.partner, form.definition, 'es');
    expect(inSpanish.welcomeBenefits[0]).toBe('La solicitud es gratuita.');
    expect(inSpanish.majors.map((major) => major.label)).toContain('Tecnología de energía solar');
    expect(form.partner.defaultLocale).toBe('es');
    // Its brand, logo and fonts included, passes the check the portal and the server run.
    expect(validate.findPartnerThemeProblems(form.partner.theme)).toEqual([]);
  });
});
