// Chromatic stops a visual change from passing unreviewed: the CLI fails a build with changes
// until someone accepts them, waits for the comparison instead of leaving once uploaded, and
// accepts changes by itself only on main's own builds. Every story is reviewed at 390 px and in
// the partner theme too.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reviewModes } from '../.storybook/modes';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const config = JSON.parse(readFileSync(join(root, 'chromatic.config.json'), 'utf8')) as Record<
  string,
  unknown
>;

describe('Chromatic', () => {
  it('fails a build with visual changes until they are reviewed', () => {
    expect(config.exitZeroOnChanges).toBeUndefined();
    expect(config.exitOnceUploaded).toBeUndefined();
  });

  it('accepts changes by itself only on the main branch', () => {
    expect(config.autoAcceptChanges).toBe('main');
  });

  it('takes every story on a 390 px phone and in the partner theme as well as on a desktop', () => {
    expect(reviewModes).toEqual({
      desktop: { viewport: 1024 },
      mobile: { viewport: 390 },
      partner: { viewport: 1024, partnerTheme: 'lakeside' },
    });
    expect(readFileSync(join(root, '.storybook/preview.ts'), 'utf8')).toMatch(
      /chromatic: \{ modes: reviewModes \}/,
    );
  });
});
