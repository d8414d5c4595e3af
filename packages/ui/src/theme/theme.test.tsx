import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partnerTheme } from '../../test/partnerTheme.css';
import { Button } from '../Button/Button';
import { Modal, ModalContent } from '../Modal/Modal';
import { findThemeProblems, themeProperties } from './checkTheme';
import { ThemeProvider } from './ThemeProvider';
import { contrastRatio, focusRingContrasts } from './contrast';
import { defaultTokens, mergeTokens, type PartnerTokens } from './tokens';
import { vars } from './theme.css';

const contrast = contrastRatio;

const { color } = defaultTokens;

describe('default theme', () => {
  it.each([
    ['primary text on white', color.primary.main, color.white.main],
    ['white text on primary (buttons)', color.white.main, color.primary.main],
    ['white text on error (danger buttons)', color.white.main, color.error.main],
    ['body text on white', color.neutral.dark, color.white.main],
    ['hints on white', color.neutral.main, color.white.main],
    ['errors on white', color.error.main, color.white.main],
    ['met checklist items on white', color.accent.main, color.white.main],
    ['disabled button text', color.disabled.dark, color.disabled.light],
    ['disabled field text', color.disabled.dark, color.disabled.extraLight],
    ['highlighted suggestion text', color.neutral.dark, color.primary.extraLight],
  ])('%s meets WCAG AA 4.5:1', (_pair, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([['field borders on white', color.neutral.main, color.white.main]])(
    '%s meets the 3:1 of non-text contrast',
    (_pair, foreground, background) => {
      expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
    },
  );

  it('holds the default sizes and constants', () => {
    expect(defaultTokens.size.button).toEqual({
      saveWidth: '15rem',
      saveHeight: '3rem',
      submitWidth: '10rem',
      submitHeight: '3rem',
      logoutWidth: '100%',
      logoutHeight: '2rem',
    });
    expect(defaultTokens.size.modal).toEqual({
      xs: '30rem',
      s: '60rem',
      m: '80vw',
      tabletXs: '30rem',
      tabletS: '70vw',
      tabletM: '90vw',
    });
    expect(defaultTokens.size.loading).toEqual({ s: '0.4rem', m: '0.8rem', l: '2rem' });
    expect(defaultTokens.size.toastViewport).toBe('390px');
    expect(defaultTokens.zIndex.loading).toBe('2147483647');
  });

  it('names its variables for partners to read', () => {
    expect(vars.color.primary.main).toBe('var(--applykit-color-primary-main)');
  });
});

describe('partner themes', () => {
  it('override only the values given', () => {
    const merged = mergeTokens({
      color: { primary: { main: '#5b2a86' } },
      space: { m: '1.25rem' },
    });
    expect(merged.color.primary.main).toBe('#5b2a86');
    expect(merged.color.primary.dark).toBe(defaultTokens.color.primary.dark);
    expect(merged.space).toEqual({ ...defaultTokens.space, m: '1.25rem' });
    expect(merged.size).toEqual(defaultTokens.size);
  });

  it('give a class that sets the variables for everything inside it', () => {
    render(
      <div className={partnerTheme} data-testid="partner">
        <Button>Save</Button>
      </div>,
    );
    expect(partnerTheme).toMatch(/partner/);
    const container = screen.getByTestId('partner');
    expect(getComputedStyle(container).getPropertyValue('--applykit-color-primary-main')).toBe(
      '#5b2a86',
    );
    expect(getComputedStyle(container).getPropertyValue('--applykit-color-primary-dark')).toBe(
      defaultTokens.color.primary.dark,
    );
  });
});

/** The partner colours of this package's tests: a purple primary, everything else default. */
const testPartner: PartnerTokens = { color: { primary: { main: '#5b2a86' } } };

describe('focus ring', () => {
  it.each([
    ['default', defaultTokens],
    ['a partner purple', mergeTokens(testPartner)],
  ])('regression: stands out 3:1 from every background it sits on (%s theme)', (_theme, tokens) => {
    for (const [where, ratio] of Object.entries(focusRingContrasts(tokens)))
      expect(ratio, where).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(tokens.focus.inner, tokens.focus.outer)).toBeGreaterThanOrEqual(3);
  });

  it('would fail a single-colour ring in the old gold (2.91:1 on the uploaded box)', () => {
    const gold = { ...defaultTokens, focus: { inner: '#b88500', outer: '#b88500' } };
    expect(focusRingContrasts(gold)['uploaded file box (Delete)']).toBeLessThan(3);
  });
});

describe('ThemeProvider', () => {
  it('puts the partner tokens on the page root, where portalled dialogs inherit them, and takes them off after', () => {
    const root = document.documentElement.style;
    const { unmount } = render(
      <ThemeProvider theme={{ color: { primary: { main: '#0b5c5c' } }, radius: { m: '14px' } }}>
        <Modal defaultOpen>
          <ModalContent title="Delete File">Sure?</ModalContent>
        </Modal>
      </ThemeProvider>,
    );
    expect(root.getPropertyValue('--applykit-color-primary-main')).toBe('#0b5c5c');
    expect(root.getPropertyValue('--applykit-radius-m')).toBe('14px');
    // The dialog is not inside the provider's children in the DOM: it is on <body>.
    expect(screen.getByRole('dialog').closest('body')).toBe(document.body);
    unmount();
    expect(root.getPropertyValue('--applykit-color-primary-main')).toBe('');
  });
});

describe('findThemeProblems', () => {
  it('finds none in the default tokens', () => {
    expect(findThemeProblems(defaultTokens)).toEqual([]);
  });

  it('names the property every token sets', () => {
    expect(
      themeProperties({ font: { body: 'Georgia, serif' }, zIndex: { overlay: '20' } }),
    ).toEqual({
      '--applykit-font-body': 'Georgia, serif',
      '--applykit-zIndex-overlay': '20',
    });
  });
});
