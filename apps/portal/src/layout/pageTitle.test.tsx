import type * as partnerEntry from '@applykit/admissions-form/partner';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';

// A partner whose applicants read Spanish first: its form module brings its own settings.
vi.mock('virtual:applykit-form', async () => {
  const { defaultPartner } = await vi.importActual<typeof partnerEntry>(
    '@applykit/admissions-form/partner',
  );
  return {
    default: {
      partner: { ...defaultPartner, institutionName: 'Sierra Blanca College', defaultLocale: 'es' },
    },
  };
});

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  setLoggedIn(false);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tab’s title', () => {
  it('names the page, the product and the partner in the language shown, and follows the switch', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderPortal('/signup');
    await screen.findByRole('heading', { name: 'Registrarse', level: 1 });
    expect(document.title).toBe('Registrarse – Solicitud de transferencia – Sierra Blanca College');
    await user.selectOptions(screen.getByLabelText('Idioma'), 'en');
    await screen.findByRole('heading', { name: 'Sign Up', level: 1 });
    await waitFor(() =>
      expect(document.title).toBe('Sign Up – Transfer Application – Sierra Blanca College'),
    );
  });
});
