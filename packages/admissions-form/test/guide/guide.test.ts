import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  exampleApplication,
  indexDefinition,
  validateApplication,
} from '@applykit/admissions-form/validate';
import { findPartnerThemeProblems } from '@applykit/admissions-form/partner';
import { riverbendPartner } from './brand';
import { riverbendApplication, validators } from './definition';
import { inSpanish, problems, stillEnglish } from './translate';

const packageRoot = join(import.meta.dirname, '../..');

describe("the partner's guide in the README", () => {
  it('shows exactly the guide files, which this package type-checks and runs', () => {
    const readme = readFileSync(join(packageRoot, 'README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```\w+ file="([^"]+)"\n([\s\S]*?)\n```/g)];
    expect(blocks.map(([, path]) => path).sort()).toEqual([
      'test/guide/accounts.tsx',
      'test/guide/applykitHost.tsx',
      'test/guide/brand.tsx',
      'test/guide/definition.ts',
      'test/guide/translate.ts',
      'test/guide/widget.tsx',
    ]);
    for (const [, path, body] of blocks) {
      expect(`${body}\n`).toBe(readFileSync(join(packageRoot, path!), 'utf8'));
    }
  });

  it("builds Riverbend's definition: no Maryland question, its own rule and message", () => {
    const { keys } = indexDefinition(riverbendApplication);
    expect(keys.filter((key) => key.startsWith('md_'))).toEqual([]);
    const answers = Object.fromEntries(
      Object.entries(exampleApplication).filter(
        ([key]) => !key.startsWith('md_') && key !== 'instate_tuition',
      ),
    );
    const now = new Date('2026-11-22T12:00:00Z');
    const options = { now, definition: riverbendApplication, validators };
    expect(validateApplication(answers, options)).toEqual({});
    expect(validateApplication({ ...answers, riverbend_student_number: 'R0123' }, options)).toEqual(
      {
        riverbend_student_number: [
          'Enter your student number as an R and seven digits, like R1234567',
        ],
      },
    );
  });

  it('translates a reworded and an added question; nothing stays English', () => {
    expect(stillEnglish).toEqual([]);
    expect(problems).toEqual([]);
    const personal = inSpanish.pages[0]!.sections.find((s) => s.id === 'personal')!;
    const pronouns = personal.children.find((n) => n.kind === 'field' && n.key === 'pronouns');
    expect(pronouns).toMatchObject({
      label: 'Pronombres',
      options: [
        { value: 'SHE', label: 'ella' },
        { value: 'HE', label: 'él' },
        { value: 'THEY', label: 'elle' },
      ],
    });
  });

  it("passes Riverbend's brand at start-up: colours, contrast, fonts, radius and logo", () => {
    expect(findPartnerThemeProblems(riverbendPartner.theme)).toEqual([]);
  });
});
