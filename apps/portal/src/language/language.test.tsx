import { useMessages } from '@applykit/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../api/types';
import { sessionClock } from '../session/sessionClock';
import { stubFetch, type Reply } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
import { portalLocaleOf } from './languageChoice';
import { LanguageProvider, usePortalLanguage } from './LanguageProvider';

vi.setConfig({ testTimeout: 60_000 });

const username = 'ana@example.edu';
const profileWith = (locale: string | null): Profile => ({
  answer: { last_name: 'García' },
  document_answer: {},
  username,
  last_page: null,
  locale,
  successful_login: ['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z'],
  web_status: [{ web_status: 'started' }],
});

function logInWith(locale: string | null, routes: Record<string, Reply> = {}) {
  setLoggedIn(true);
  return stubFetch({
    'GET /api/profile': { body: profileWith(locale) },
    'GET /api/tabs': { body: {} },
    'GET /api/add-another': { body: {} },
    'GET /api/document-answer': { body: {} },
    'PUT /api/last-page': { body: { message: 'Saved' } },
    'PUT /api/locale': { body: { message: 'Your language was saved.' } },
    'POST /api/validations': { body: { message: 'Saved' } },
    ...routes,
  });
}

const languageSwitch = () => screen.findByRole('combobox', { name: /^(Language|Idioma)$/ });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  sessionClock.clear();
  document.documentElement.lang = '';
});

describe('portalLocaleOf', () => {
  it('reads a regional tag as its language and an unknown one as English', () => {
    expect(portalLocaleOf('es-MX')).toBe('es');
    expect(portalLocaleOf('ES')).toBe('es');
    expect(portalLocaleOf('fr')).toBe('en');
    expect(portalLocaleOf(null)).toBe('en');
  });
});

describe('the language switch', () => {
  it('shows the page in Spanish, sets lang, and keeps what was typed (a visitor)', async () => {
    stubFetch({});
    renderPortal('/about');
    const firstName = await screen.findByRole('textbox', { name: /^First Name/ });
    await userEvent.type(firstName, 'Ana');
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeInTheDocument();

    await userEvent.selectOptions(await languageSwitch(), 'es');

    expect(await screen.findByRole('button', { name: 'Guardar y continuar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitud de transferencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    // The question reads in Spanish too, and is the same input with what was typed.
    expect(screen.getByRole('textbox', { name: /^Nombre( \*)?$/ })).toHaveValue('Ana');
    expect(screen.getByRole('textbox', { name: /^Nombre( \*)?$/ })).toBe(firstName);
    // The tab is named in Spanish too: the step and the brand come from the catalogues.
    expect(document.title).toBe(
      'Sus datos – Solicitud de transferencia – ApplyKit State University',
    );
    // Remembered in this browser before any log in.
    expect(localStorage.getItem('applykit.locale')).toBe('es');
  });

  it('starts in the language chosen earlier in this browser', async () => {
    localStorage.setItem('applykit.locale', 'es');
    stubFetch({});
    renderPortal('/login');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Correo electrónico/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toMatch(/^Iniciar sesión – Solicitud de transferencia – /);
  });

  it('saves a logged-in applicant’s choice on the account', async () => {
    const stub = logInWith(null);
    renderPortal('/about');
    await userEvent.selectOptions(await languageSwitch(), 'es');
    await waitFor(() =>
      expect(stub.called('PUT /api/locale').at(-1)?.body).toEqual({ locale: 'es' }),
    );
  });

  it('restores the account’s language after log in, over the browser’s', async () => {
    localStorage.setItem('applykit.locale', 'en');
    logInWith('es');
    renderPortal('/about');
    expect(await screen.findByRole('button', { name: 'Guardar y continuar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});

describe('the server’s replies', () => {
  it('are asked for in the page’s language, and a refusal shows as the server wrote it', async () => {
    localStorage.setItem('applykit.locale', 'es');
    const refusal = 'El correo electrónico o la contraseña son incorrectos.';
    const stub = stubFetch({ 'POST /public/login': { status: 400, body: { message: refusal } } });
    renderPortal('/login');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Correo electrónico/ }),
      'ana@example.edu',
    );
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Correct-Horse-9');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    const [, init] = stub.fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith('/public/login'),
    )!;
    expect(new Headers(init?.headers).get('accept-language')).toBe('es');
  });
});

describe('a partner’s default language', () => {
  function LanguageName() {
    const { t } = useMessages();
    const { locale } = usePortalLanguage();
    return (
      <p>
        {t('portal.language.label')} {locale}
      </p>
    );
  }

  it('shows a first visit in the partner’s language', () => {
    render(
      <LanguageProvider defaultLocale="es">
        <LanguageName />
      </LanguageProvider>,
    );
    expect(screen.getByText('Idioma es')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('yields to the language chosen earlier in this browser', () => {
    localStorage.setItem('applykit.locale', 'en');
    render(
      <LanguageProvider defaultLocale="es">
        <LanguageName />
      </LanguageProvider>,
    );
    expect(screen.getByText('Language en')).toBeInTheDocument();
  });

  it('reads a regional or unknown default as the portal reads any tag', () => {
    render(
      <LanguageProvider defaultLocale="es-MX">
        <LanguageName />
      </LanguageProvider>,
    );
    expect(screen.getByText('Idioma es')).toBeInTheDocument();
  });
});
