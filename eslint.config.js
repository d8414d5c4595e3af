import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { wordingPlugin } from './scripts/eslint/untranslated-text.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '**/data/**',
      'bench/results/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A region that scrolls sideways (a wide table in a narrow window) must take keyboard
      // focus, or a keyboard cannot scroll it.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Tooling uses the packages as a host does, through their public entries, so a story,
    // benchmark or journey breaks when the public surface does and never leans on internals.
    files: ['.storybook/**', 'bench/**', 'e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+packages/',
              message:
                'Import the package by its name and public entry (@applykit/ui, @applykit/admissions-form/validate, ...), not its files.',
            },
          ],
        },
      ],
    },
  },
  {
    // vanilla-extract evaluates what a style file imports: from the kit's main entry that is
    // every widget's styles, and the compiled file then imports every widget's stylesheet.
    files: ['apps/**/*.css.ts', 'packages/admissions-form/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@applykit/ui',
              message:
                'In a .css.ts file, take vars and focusRing from @applykit/ui/theme-vars: the main entry brings every widget’s stylesheet with this file.',
            },
          ],
        },
      ],
    },
  },
  {
    // What an applicant reads: the kit, the form and the portal (tests and stories may write
    // their own words).
    files: [
      'packages/ui/src/**/*.tsx',
      'packages/admissions-form/src/**/*.tsx',
      'apps/portal/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/test/**'],
    plugins: { wording: wordingPlugin },
    rules: { 'wording/untranslated-text': 'error' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
);
