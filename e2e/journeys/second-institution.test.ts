import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstPassword,
  newApplicantEmail,
  passwordField,
  pathOf,
  waitForPath,
} from '../support/accounts';
import { axeViolations } from '../support/a11y';
import {
  aboutYouAnswers,
  academicsAnswers,
  applicant,
  controlOf,
  finalStepsAnswers,
  giveAnswers,
  type Answer,
} from '../support/answers';
import { launchBrowser } from '../support/browser';
import { pdfText } from '../support/documents';
import { prepareSecondInstitution, type SecondInstitution } from '../support/secondInstitution';
import { startServer, type RunningServer } from '../support/server';
import {
  definitionInLocale,
  definitionOptions,
  definitionTexts,
  transferApplication,
} from '@applykit/admissions-form/validate';

// Sierra Blanca College (examples/sierra-blanca), installed from the packed packages: the API
// server and a portal built with its form module, nothing of the workspace's own partner.

const studentNumberLabel = 'Número de estudiante de Sierra Blanca';
const studentNumberMessage =
  'Escriba su número de estudiante como SB y siete dígitos, por ejemplo SB1234567';
const residentLabel = '¿Ha vivido en Nuevo México durante los últimos 12 meses?';
const residentMessage = 'Indique si ha vivido en Nuevo México durante los últimos 12 meses';

/** The text a person sees (and a screen reader reads): the title and every rendered text. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A closed list shows its chosen option only: the states' list names every state.
      if (!parent || parent.closest('option, script, style, template')) continue;
      if (parent.checkVisibility()) parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}

async function expectNoOtherInstitution(page: Page): Promise<void> {
  const text = await visibleText(page);
  expect(text).not.toMatch(/ApplyKit|Maryland/);
}

const steps = { '/education': 'Paso 2 de 3', '/final-steps': 'Paso 3 de 3' };

async function saveAndContinue(page: Page, nextPath: keyof typeof steps): Promise<void> {
  await page.getByRole('button', { name: 'Guardar y continuar' }).click();
  await waitForPath(page, nextPath);
  await page.getByRole('heading', { level: 1, name: steps[nextPath] }).waitFor();
}

/**
 * The transfer application's own words in Spanish, by their English wording: the questions
 * Sierra Blanca keeps from it are asked in the translation the package ships, and name the
 * college where the English names the default partner.
 */
const inSpanish = (() => {
  const spanishDefinition = definitionInLocale(transferApplication, 'es');
  const english = {
    ...definitionTexts(transferApplication),
    ...definitionOptions(transferApplication),
  };
  const spanish = {
    ...definitionTexts(spanishDefinition),
    ...definitionOptions(spanishDefinition),
  };
  // One English text may have several ids (a label, a print heading): keep a real translation.
  const words = new Map<string, string>();
  for (const [id, text] of Object.entries(english)) {
    const source = text.replaceAll('{institution}', 'ApplyKit State');
    const translated = spanish[id]!.replaceAll('{institution}', 'Sierra Blanca');
    if (translated !== source || !words.has(source)) words.set(source, translated);
  }
  const word = (text: string) => words.get(text) ?? text;
  return (answer: Answer): Answer => ({
    ...answer,
    label: word(answer.label),
    ...('value' in answer && answer.kind !== 'text' && answer.kind !== 'search'
      ? { value: word(answer.value) }
      : {}),
    ...(answer.within ? { within: word(answer.within) } : {}),
  });
})();

const spanishLabel = (label: string) => inSpanish({ kind: 'checkbox', label }).label;

const sierraBlancaAcademics: Answer[] = academicsAnswers
  .filter((answer) => answer.label !== 'Entry Term')
  .map(inSpanish);

describe('a second institution: Sierra Blanca College, New Mexico, in Spanish', () => {
  let institution: SecondInstitution;
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    institution = await prepareSecondInstitution();
    console.info(
      `Sierra Blanca: example installed from the tarballs and built in ${institution.seconds.example} s; portal built with it in ${institution.seconds.portal} s`,
    );
    server = await startServer({
      APPLYKIT_FORM: institution.formModule,
      PORTAL_DIR: institution.portalDir,
    });
    browser = await launchBrowser();
  }, 420_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    institution?.remove();
  });

  it('signs up, applies in Spanish with the college’s own questions, submits and gets its PDF', async () => {
    const email = newApplicantEmail('lucia');
    const page = await browser.newPage();
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));

    await page.goto(`${server.url}/signup`);
    // Spanish is the college's language: a first visit opens in it.
    await page.getByRole('heading', { name: 'Registrarse' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.title()).toContain('Sierra Blanca College');
    await expectNoOtherInstitution(page);

    await page.getByLabel('Correo electrónico').fill(email);
    await passwordField(page, 'Contraseña').fill(firstPassword);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForPath(page, '/confirm');
    await page.getByRole('heading', { name: 'Confirme su cuenta' }).waitFor();
    const mail = await server.waitForMail(email);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/ApplyKit|Maryland/);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    await page.getByLabel('Código de confirmación').fill(code);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForPath(page, '/login');
    await page.getByLabel('Correo electrónico').fill(email);
    await passwordField(page, 'Contraseña').fill(firstPassword);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await waitForPath(page, '/about');
    await page.waitForLoadState('networkidle');

    // The college's welcome, in its own words; its colours on the form's buttons.
    await page.getByText('La solicitud es gratuita.').waitFor();
    expect(
      await page
        .getByRole('button', { name: 'Guardar y continuar' })
        .evaluate((button) => getComputedStyle(button).backgroundColor),
    ).toBe('rgb(11, 100, 102)');
    await page.getByRole('button', { name: 'Ayuda' }).click();
    const help = page.getByRole('dialog', { name: 'Ayuda' });
    await help.getByText('La mesa de ayuda atiende de lunes a viernes').waitFor();
    expect(await help.innerText()).toContain('ayuda@sierrablanca.example.edu');
    await expectNoOtherInstitution(page);
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Privacidad' }).click();
    const privacy = page.getByRole('dialog', {
      name: 'Política de privacidad y aviso sobre cookies',
    });
    await privacy.getByText('Sierra Blanca College usa una cookie de sesión').waitFor();
    await page.keyboard.press('Escape');
    await privacy.waitFor({ state: 'hidden' });

    // About You, and the college's own section with its own widget: it writes the student
    // number as the college does, and its rule will want seven digits.
    await giveAnswers(page, aboutYouAnswers.map(inSpanish));
    const studentNumber = page.getByRole('textbox', { name: studentNumberLabel });
    await studentNumber.pressSequentially('sb 12-345');
    expect(await studentNumber.inputValue()).toBe('SB12345');
    await studentNumber.press('Tab');
    await expectNoOtherInstitution(page);
    expect(await axeViolations(page)).toEqual([]);
    await saveAndContinue(page, '/education');

    // Its own calendar and campuses: a Spring or Fall term asks for a campus, and a campus
    // asks for one of its majors.
    const entryTerm = controlOf(
      page,
      inSpanish({ kind: 'select', label: 'Entry Term', value: '' }),
    );
    await entryTerm.waitFor();
    const terms = await entryTerm.locator('option').allTextContents();
    const campusTerm = terms.find((term) => /^(Primavera|Otoño) \d{4}$/.test(term));
    expect(campusTerm, terms.join(' / ')).toBeDefined();
    expect(terms.every((term) => !/^(Spring|Summer|Fall) /.test(term))).toBe(true);
    await giveAnswers(page, [
      { kind: 'select', label: spanishLabel('Entry Term'), value: campusTerm! },
      {
        kind: 'radio',
        label: spanishLabel('Which campus would you like to attend?'),
        value: 'Campus Alamogordo',
      },
      {
        kind: 'select',
        label: spanishLabel('Intended Major'),
        value: 'Tecnología de energía solar',
      },
      ...sierraBlancaAcademics,
    ]);
    await expectNoOtherInstitution(page);
    await saveAndContinue(page, '/final-steps');

    // Final Steps: no Maryland chain, New Mexico's question and statement instead.
    expect(await page.getByText(/in-state tuition/i).count()).toBe(0);
    await giveAnswers(page, [
      ...finalStepsAnswers.slice(0, 2).map(inSpanish),
      { kind: 'radio', label: residentLabel, value: 'Sí' },
      { kind: 'text', label: 'Condado de Nuevo México donde vive', value: 'Otero' },
      {
        kind: 'checkbox',
        label:
          'Certifico que mis respuestas sobre la residencia en Nuevo México son verdaderas y que puedo demostrarlas si la universidad me lo pide.',
      },
      inSpanish({
        kind: 'checkbox',
        label:
          'I certify that the information in this application is complete and accurate. I understand that false or missing information may lead to my admission being withdrawn.',
      }),
    ]);
    await expectNoOtherInstitution(page);

    // The college's own rule refuses the short student number, in Spanish, before submitting.
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const summary = page
      .getByRole('alert')
      .filter({ hasText: '¡Falta información!' })
      .locator('..');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(studentNumberMessage);
    await summary.getByRole('link', { name: studentNumberMessage }).click();
    await waitForPath(page, '/about');
    const refused = page.getByRole('textbox', { name: studentNumberLabel });
    await expect
      .poll(() => refused.evaluate((field) => field === document.activeElement))
      .toBe(true);
    await page.getByText(studentNumberMessage).first().waitFor();
    await refused.fill('sb-1234567');
    expect(await refused.inputValue()).toBe('SB1234567');
    await refused.press('Tab');
    await expect.poll(() => page.getByText(studentNumberMessage).count()).toBe(0);

    await saveAndContinue(page, '/education');
    await saveAndContinue(page, '/final-steps');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    const submitted = page.getByRole('heading', { level: 1, name: 'Solicitud enviada' });
    await submitted.or(summary).waitFor();
    if (await summary.isVisible())
      throw new Error(`Submit still finds missing answers: ${await summary.innerText()}`);
    expect(pathOf(page)).toBe('/completion');
    await expectNoOtherInstitution(page);

    await page.getByRole('button', { name: 'Preparar una copia en PDF de su solicitud' }).click();
    const link = page.getByRole('link', { name: 'Descargar la copia en PDF de su solicitud' });
    await link.waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const { text } = await pdfText(readFileSync(await download.path()));
    for (const printed of [
      'Solicitud de admisión por transferencia: Sierra Blanca College',
      applicant.lastName,
      'Estudiantes que regresan',
      studentNumberLabel,
      'SB1234567',
      'Residencia en Nuevo México',
      residentLabel,
      'Otero',
      'Tecnología de energía solar',
    ])
      expect(text).toContain(printed);
    // Her colleges come from the demo school directory, in Maryland: answers of hers (a state
    // alone between two printed items), not the form's words.
    expect(text.replaceAll(/ {2}Maryland {2}/g, '  ')).not.toMatch(/ApplyKit|Maryland/);
    expect(failures).toEqual([]);
    await page.close();
  });

  describe('the API server runs the college’s form', () => {
    let api: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      // A second applicant in a browser of their own, signed up through the API.
      api = await launchBrowser();
      page = await api.newPage();
      const email = newApplicantEmail('api');
      const call = (path: string, data: object) =>
        page.request.post(`${server.url}${path}`, { data });
      expect(
        (await call('/public/signup', { username: email, password: firstPassword })).ok(),
      ).toBe(true);
      const code = /\b(\d{6})\b/.exec((await server.waitForMail(email)).text)![1]!;
      expect((await call('/public/confirm', { username: email, code })).ok()).toBe(true);
      expect((await call('/public/login', { username: email, password: firstPassword })).ok()).toBe(
        true,
      );
    });

    afterAll(async () => {
      await api?.close();
    });

    it('refuses a Maryland residency answer, naming the key, and saves nothing', async () => {
      const reply = await page.request.put(`${server.url}/api/answer`, {
        data: { first_name: 'Ana', md_resident: 'Y' },
      });
      expect(reply.status()).toBe(400);
      expect(((await reply.json()) as { message: string }).message).toBe(
        'These answers are not part of the application: md_resident.',
      );
      const profile = (await (await page.request.get(`${server.url}/api/profile`)).json()) as {
        answer: Record<string, string>;
      };
      expect(profile.answer.first_name ?? '').toBe('');
    });

    it('refuses a submit without the college’s own required answer, with its message', async () => {
      const saved = await page.request.put(`${server.url}/api/answer`, {
        data: { first_name: 'Ana', sb_nm_county: 'Otero' },
      });
      expect(saved.ok()).toBe(true);
      const reply = await page.request.post(`${server.url}/api/submit`);
      expect(reply.status()).toBe(400);
      const refusal = (await reply.json()) as { message: string; errors: Record<string, string[]> };
      expect(refusal.message).toMatch(/\S/);
      expect(refusal.errors.sb_nm_resident).toEqual([residentMessage]);
      expect(refusal.errors.sb_residency_statement).toEqual([
        'Marque la casilla para certificar sus respuestas sobre la residencia',
      ]);
      // No Maryland question is asked of a Sierra Blanca applicant.
      expect(Object.keys(refusal.errors).filter((key) => key.startsWith('md_'))).toEqual([]);
    });
  });
});
