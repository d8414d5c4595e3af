// The lint rule that keeps words out of JSX in the kit, the form and the portal: what it
// reports, what it lets through, and that the repository's configuration applies it there.
import { ESLint, Linter } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { wordingPlugin } from './eslint/untranslated-text.js';

const root = resolve(import.meta.dirname, '..');

function reported(code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { wording: wordingPlugin },
          rules: { 'wording/untranslated-text': 'error' },
        },
      ],
      { filename: 'Card.tsx' },
    )
    .map((message) => message.message);
}

describe('wording/untranslated-text', () => {
  it('reports words between tags and in the attributes that name an element', () => {
    expect(
      reported(`
        export const A = () => (
          <div>
            <a href="#main">Skip to main content</a>
            <button aria-label="Close" title={'Close the dialog'} />
            <img src="/logo.svg" alt={\`College logo\`} />
            <Spinner label="Loading" />
          </div>
        );
      `),
    ).toEqual([
      'The text "Skip to main content" is written into JSX: give it a message id and read it with t().',
      'The aria-label "Close" is written into JSX: give it a message id and read it with t().',
      'The title "Close the dialog" is written into JSX: give it a message id and read it with t().',
      'The alt "College logo" is written into JSX: give it a message id and read it with t().',
      'The label "Loading" is written into JSX: give it a message id and read it with t().',
    ]);
  });

  it('lets through messages, symbols, numbers and attributes that name nothing', () => {
    expect(
      reported(`
        export const B = ({ t }: { t: (id: string) => string }) => (
          <p className="note" data-state="open" aria-label={t('ui.close')}>
            {t('form.button.save')} <span aria-hidden="true">×</span> 1500 – *
          </p>
        );
      `),
    ).toEqual([]);
  });

  it('applies to the kit, the form and the portal, not to their tests and stories', async () => {
    const eslint = new ESLint({ cwd: root });
    const ruleOn = async (file: string) =>
      (await eslint.calculateConfigForFile(resolve(root, file))).rules?.[
        'wording/untranslated-text'
      ]?.[0];
    for (const file of [
      'packages/ui/src/Modal/Modal.tsx',
      'packages/admissions-form/src/form/nodes.tsx',
      'apps/portal/src/layout/SkipLink.tsx',
    ])
      expect(await ruleOn(file), file).toBe(2);
    for (const file of [
      'packages/ui/src/Modal/Modal.test.tsx',
      'packages/ui/src/Modal/Modal.stories.tsx',
    ])
      expect(await ruleOn(file), file).toBeUndefined();
  });
});
