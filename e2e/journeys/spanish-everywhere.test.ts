import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  definitionInLocale,
  definitionOptions,
  definitionTexts,
  exampleApplication,
  transferApplication,
} from '@applykit/admissions-form/validate';
import { defaultPartner } from '@applykit/admissions-form/partner';
import {
  confirmationCodeFor,
  firstPassword,
  newApplicantEmail,
  passwordField,
  waitForPath,
} from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

// Every screen of the portal, in Spanish, as an applicant meets it: a text or an accessible
// name that reads exactly as an English message whose Spanish is different is a text that
// bypassed the catalogues (a string written into a component, a message built by hand).

const repoRoot = resolve(import.meta.dirname, '../..');
const catalogueFolders = [
  'packages/ui/messages',
  'packages/admissions-form/messages',
  'packages/admissions-form/messages/accounts',
  'apps/portal/messages',
];

/**
 * Texts that read the same in an English message and on a Spanish screen for a reason other
 * than a missing translation, each with its reason.
 */
const genuineExceptions = new Map<string, string>([
  // The language switch names each language in itself.
  ['English', 'the language switch offers English by its own name'],
]);

type Compiled = string | readonly unknown[];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A compiled ICU message as a pattern over rendered text: parameters and plural branches. */
function patternSource(message: Compiled): string {
  const tokens: readonly unknown[] = typeof message === 'string' ? [message] : message;
  return tokens
    .map((token) => {
      if (typeof token === 'string') return escapeRegExp(token).replaceAll('#', '(?:.+?)');
      const [, , branches] = token as [string, string?, Record<string, Compiled>?];
      if (!branches) return '(?:.+?)';
      // The compiler leaves keys such as `offset` beside the branches; only branches are texts.
      const texts = Object.values(branches).filter(
        (branch) => typeof branch === 'string' || Array.isArray(branch),
      );
      return `(?:${texts.map((branch) => patternSource(branch)).join('|')})`;
    })
    .join('');
}

interface EnglishMessage {
  id: string;
  english: string;
  pattern: RegExp;
}

/** Every English message whose Spanish differs, the catalogues' and the definition's. */
function englishMessages(): { messages: EnglishMessage[]; spanishTexts: Set<string> } {
  const messages: EnglishMessage[] = [];
  const spanishTexts = new Set<string>();
  const add = (id: string, english: Compiled, spanish: string, raw: string) => {
    spanishTexts.add(spanish);
    if (raw === spanish) return;
    messages.push({ id, english: raw, pattern: new RegExp(`^${patternSource(english)}$`, 's') });
  };
  for (const folder of catalogueFolders) {
    const read = (locale: string) =>
      JSON.parse(readFileSync(resolve(repoRoot, folder, `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
    const [en, es] = [read('en'), read('es')];
    for (const [id, text] of Object.entries(en))
      add(id, compileMessage(text) as Compiled, es[id]!, text);
  }
  const spanishDefinition = definitionInLocale(transferApplication, 'es');
  const spanish = {
    ...definitionTexts(spanishDefinition),
    ...definitionOptions(spanishDefinition),
  };
  const english = {
    ...definitionTexts(transferApplication),
    ...definitionOptions(transferApplication),
  };
  for (const [id, text] of Object.entries(english)) {
    // The institution's name stands in the text on screen.
    const source = escapeRegExp(text).replaceAll('\\{institution\\}', '(?:.+?)');
    spanishTexts.add(spanish[id]!);
    if (spanish[id] !== text)
      messages.push({ id, english: text, pattern: new RegExp(`^${source}$`, 's') });
  }
  // The institution's own texts (banner, welcome, privacy, address), which it translates itself.
  const { dateBanner, ...partner } = defaultPartner;
  const es = defaultPartner.translations?.es ?? {};
  const partnerTexts: [string, string | undefined][] = [
    [partner.admissionsOffice.name, es.admissionsOfficeName],
    ...partner.institutionAddress.map((line, i): [string, string | undefined] => [
      line,
      es.institutionAddress?.[i],
    ]),
    ...partner.welcomeBenefits.map((line, i): [string, string | undefined] => [
      line,
      es.welcomeBenefits?.[i],
    ]),
    [partner.privacyNotice, es.privacyNotice],
    ...(dateBanner
      ? ([
          [dateBanner.title, es.dateBanner?.title],
          [dateBanner.message, es.dateBanner?.message],
        ] as [string, string | undefined][])
      : []),
  ];
  partnerTexts.forEach(([text, translated], index) => {
    const spanishText = translated ?? text;
    spanishTexts.add(spanishText);
    if (spanishText === text) return;
    const source = escapeRegExp(text).replaceAll('\\{institutionName\\}', '(?:.+?)');
    messages.push({
      id: `partner ${index}`,
      english: text,
      pattern: new RegExp(`^${source}$`, 's'),
    });
  });
  return { messages, spanishTexts };
}

/**
 * What the page says: the title; each element's own text (its text with its inline children,
 * for an element that holds text of its own); every accessible name and description given in an
 * attribute. Only what is rendered and visible, and not the options of a closed list.
 */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const texts = new Set<string>([normalise(document.title)]);
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('script, style, template, option, svg')) continue;
      if (!element.checkVisibility()) continue;
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && normalise(node.textContent) !== '',
      );
      if (ownText) {
        texts.add(normalise(element.textContent));
        for (const node of element.childNodes)
          if (node.nodeType === Node.TEXT_NODE) texts.add(normalise(node.textContent));
      }
      for (const name of ['aria-label', 'aria-description', 'alt', 'title', 'placeholder'])
        texts.add(normalise(element.getAttribute(name)));
    }
    // Names and descriptions given by reference (aria-labelledby/-describedby) are texts on
    // the page already; a control's value is the applicant's.
    texts.delete('');
    return [...texts];
  });
}

describe('every screen in Spanish reads Spanish', () => {
  let server: RunningServer;
  let browser: BrowserContext;
  const { messages, spanishTexts } = englishMessages();
  const leftovers: string[] = [];

  /** Records every text of the page now shown that is an English message left untranslated. */
  async function check(page: Page, where: string): Promise<void> {
    for (const text of await shownTexts(page)) {
      if (spanishTexts.has(text) || genuineExceptions.has(text)) continue;
      const english = messages.find((message) => message.pattern.test(text));
      if (english) leftovers.push(`${where}: "${text}" (${english.id}: ${english.english})`);
    }
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds the catalogue matcher able to see an English leftover', async () => {
    // The check itself: an English message on a page is found, with its parameters.
    const page = await browser.newPage();
    await page.setContent(
      '<title>x</title><main><p>Enter City</p><button aria-label="Close"></button></main>',
    );
    const found = (await shownTexts(page)).filter((text) =>
      messages.some((message) => message.pattern.test(text) && !spanishTexts.has(text)),
    );
    expect(found).toEqual(['Enter City', 'Close']);
    await page.close();
  });

  it('loads Spanish when it is chosen, and keeps the page as it was when it cannot', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.url());
    });
    const holdingSpanish = async () => {
      const bodies = await Promise.all(
        scripts.map((url) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)),
      );
      return bodies.some((body) => body.includes('No se pudo guardar el idioma en su cuenta'));
    };
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await holdingSpanish()).toBe(false);

    // Offline, the choice cannot load its texts: the page stays in English and says so.
    await browser.setOffline(true);
    await page.getByLabel('Language').selectOption('es');
    await page
      .getByText('The page could not switch to that language. Check your connection and try again.')
      .waitFor();
    expect(await page.getByLabel('Language').inputValue()).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('heading', { name: 'Log In' }).waitFor();

    await browser.setOffline(false);
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await holdingSpanish()).toBe(true);
    await page.evaluate(() => localStorage.removeItem('applykit.locale'));
    await page.close();
  });

  it('shows no English on the account cards, the form pages, their dialogs, errors and toasts', async () => {
    const page = await browser.newPage();
    const email = newApplicantEmail('espanol');

    // The applicant chooses Spanish on the first screen; the choice stays for every page.
    await page.goto(`${server.url}/signup`);
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { name: 'Registrarse' }).waitFor();
    await check(page, '/signup');
    // The form before any account: its invitation to sign up and the account menu's offer.
    await page.goto(`${server.url}/about`);
    await page.getByRole('heading', { level: 1, name: 'Paso 1 de 3' }).waitFor();
    await check(page, '/about without an account');
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('dialog', { name: 'Cuenta' }).waitFor();
    await check(page, '/about without an account, account menu');
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/signup`);
    await page.getByRole('heading', { name: 'Registrarse' }).waitFor();
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Error:').first().waitFor();
    await check(page, '/signup with errors');
    await page.getByLabel('Correo electrónico').fill(email);
    await passwordField(page, 'Contraseña').fill(firstPassword);
    await check(page, '/signup with a password');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForPath(page, '/confirm');
    await page.getByRole('heading', { name: 'Confirme su cuenta' }).waitFor();
    await check(page, '/confirm');
    await page.getByLabel('Código de confirmación').fill('12');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Error:').first().waitFor();
    await check(page, '/confirm with errors');
    await page.getByLabel('Código de confirmación').fill(await confirmationCodeFor(server, email));
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForPath(page, '/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await check(page, '/login');

    // A wrong password: the card's error toast.
    await page.getByLabel('Correo electrónico').fill(email);
    await passwordField(page, 'Contraseña').fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.locator('[data-severity="error"]').first().waitFor();
    await check(page, '/login with a refused password');

    await page.goto(`${server.url}/forgot`);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.locator('[data-severity="success"]').first().waitFor();
    await check(page, '/forgot with its notice');

    await page.goto(`${server.url}/reset?username=${encodeURIComponent(email)}&id=0000`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await passwordField(page, 'Nueva contraseña').fill('short');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByText('Error:').first().waitFor();
    await check(page, '/reset with errors');

    await page.goto(`${server.url}/login`);
    await page.getByLabel('Correo electrónico').fill(email);
    await passwordField(page, 'Contraseña').fill(firstPassword);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForPath(page, '/about');
    await page.waitForLoadState('networkidle');
    await check(page, '/about');
    await page.getByRole('button', { name: 'Mi cuenta' }).click();
    await page.getByRole('dialog', { name: 'Cuenta' }).waitFor();
    await check(page, '/about, account menu');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Cuenta' }).waitFor({ state: 'hidden' });
    for (const [button, dialog] of [
      ['Ayuda', 'Ayuda'],
      ['Privacidad', 'Política de privacidad y aviso sobre cookies'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog', { name: dialog }).waitFor();
      await check(page, `/about, ${button} dialog`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'hidden' });
    }

    for (const [path, heading] of [
      ['/education', 'Paso 2 de 3'],
      ['/final-steps', 'Paso 3 de 3'],
    ] as const) {
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await waitForPath(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await check(page, path);
    }

    // Submitting an empty application: the error summary and every field's message.
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: '¡Falta información!' }).waitFor();
    await check(page, '/final-steps with the error summary');
    await page.goto(`${server.url}/about`);
    await page.getByRole('alert').filter({ hasText: '¡Falta información!' }).waitFor();
    await check(page, '/about with errors');

    // A complete application, submitted: the completion page.
    const saved = await page.request.put(`${server.url}/api/answer`, { data: exampleApplication });
    expect(saved.ok(), await saved.text()).toBe(true);
    expect((await page.request.post(`${server.url}/api/submit`)).ok()).toBe(true);
    await page.goto(`${server.url}/completion`);
    await page.getByRole('heading', { level: 1, name: 'Solicitud enviada' }).waitFor();
    await page.waitForLoadState('networkidle');
    await check(page, '/completion');

    await page.close();
    expect(leftovers).toEqual([]);
  });
});
