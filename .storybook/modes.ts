/**
 * The ways a story is reviewed besides the desktop width: on a 390 px phone and in the example
 * partner's theme. Chromatic snapshots every story in each mode (`parameters.chromatic.modes`
 * in preview.ts); visual/storybook.test.ts takes the same modes for the stories tagged
 * `MODES_TAG`. A mode's `partnerTheme` is the preview's global of that name.
 */
export const reviewModes = {
  desktop: { viewport: 1024 },
  mobile: { viewport: 390 },
  partner: { viewport: 1024, partnerTheme: 'lakeside' },
} as const;

/** Stories tagged so are also compared with baselines at 390 px and in the partner theme. */
export const MODES_TAG = 'mobile-and-partner';
