import { contrastRatio, focusRingContrasts, mergeTokens } from '@applykit/ui';
import { describe, expect, it } from 'vitest';
import {
  assertPartnerTheme,
  findPartnerThemeProblems,
  partnerTokens,
  type PartnerTheme,
} from '../model/partner';
import { builtInPartners, defaultPartner } from '../model/builtInPartners';
import { partnerThemeStyle } from './theme';

describe('every built-in partner theme', () => {
  it.each(Object.entries(builtInPartners))(
    'regression: %s keeps the focus ring 3:1 from every background it sits on',
    (_name, partner) => {
      const tokens = mergeTokens(partnerTokens(partner.theme));
      for (const [where, ratio] of Object.entries(focusRingContrasts(tokens)))
        expect(ratio, where).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(tokens.focus.inner, tokens.focus.outer)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(Object.entries(builtInPartners))(
    '%s passes the start-up check: colours, 4.5:1 text, fonts, radius and logo',
    (_name, partner) => {
      expect(findPartnerThemeProblems(partner.theme)).toEqual([]);
    },
  );

  it('the example partner brands every part a partner can: colours, fonts, radius and logo', () => {
    const theme = builtInPartners.example!.theme!;
    expect(theme.font?.body).toBeTruthy();
    expect(theme.font?.heading).toBeTruthy();
    expect(theme.radius?.m).toBeTruthy();
    expect(theme.logo).toEqual({
      src: expect.stringMatching(/^data:image\//),
      alt: 'Lakeside College',
    });
  });
});

describe('the start-up check of a partner theme', () => {
  const problemsOf = (theme: PartnerTheme) => findPartnerThemeProblems(theme);

  it('names a colour that is not a colour', () => {
    expect(problemsOf({ color: { primary: { main: 'teal' } } })).toEqual([
      'theme.color.primary.main is "teal", which is not a colour: write it as #rrggbb or #rgb.',
    ]);
  });

  it('names a token that does not exist, so a typo is not silently ignored', () => {
    expect(problemsOf({ color: { primry: { main: '#000' } } } as PartnerTheme)).toEqual([
      'theme.color.primry is not a theme token',
    ]);
  });

  it('refuses a text and background pair under 4.5:1, with both colours and the ratio', () => {
    const problems = problemsOf({ color: { primary: { main: '#6f9fd8' } } });
    expect(problems).toContain(
      'theme: white text on primary (buttons) is #ffffff on #6f9fd8, 2.75:1; text needs at least 4.5:1.',
    );
    expect(problems).toContain(
      'theme: primary text on white is #6f9fd8 on #ffffff, 2.75:1; text needs at least 4.5:1.',
    );
  });

  it('refuses a focus ring under 3:1 from a background it sits on', () => {
    const problems = problemsOf({ focus: { inner: '#dddddd', outer: '#eeeeee' } });
    expect(problems).toContain(
      "theme: the focus ring's two colours #dddddd and #eeeeee are 1.17:1 apart; they need at least 3:1.",
    );
    expect(problems.some((problem) => problem.includes('from the page (#ffffff)'))).toBe(true);
  });

  it('refuses a font list that smuggles CSS, and a radius that is not a length', () => {
    expect(problemsOf({ font: { heading: 'Inter; color: red' }, radius: { m: 'round' } })).toEqual([
      'theme.font.heading is "Inter; color: red", which is not a font-family list: name fonts, such as "Source Sans 3", sans-serif.',
      'theme.radius.m is "round", which is not a length: write it in px, rem or em.',
    ]);
  });

  it('asks a logo for a source on the portal origin and a text alternative', () => {
    expect(problemsOf({ logo: { src: 'javascript:alert(1)', alt: ' ' } })).toEqual([
      'theme.logo.src is "javascript:alert(1)": give a path on the portal\'s origin (/brand/logo.svg), a data:image/ URL or an https:// URL.',
      'theme.logo.alt is empty: name the institution, as the logo stands for its name.',
    ]);
    expect(problemsOf({ logo: { src: '/brand/logo.svg', alt: 'Riverbend' } })).toEqual([]);
  });

  it('stops a host with every problem listed', () => {
    expect(() =>
      assertPartnerTheme({
        ...defaultPartner,
        id: 'pale',
        theme: { color: { error: { main: '#f99' } } },
      }),
    ).toThrow(/^The theme of partner "pale" is not usable:\n- theme: white text on error/);
  });
});

describe('partnerThemeStyle', () => {
  it('sets colours, fonts and radius as the kit variables, and leaves the logo out', () => {
    expect(
      partnerThemeStyle({
        color: { primary: { main: '#0b5c5c' } },
        font: { heading: 'Georgia, serif' },
        radius: { m: '14px' },
        logo: { src: '/logo.svg', alt: 'Lakeside College' },
      }),
    ).toEqual({
      '--applykit-color-primary-main': '#0b5c5c',
      '--applykit-font-heading': 'Georgia, serif',
      '--applykit-radius-m': '14px',
    });
  });
});
