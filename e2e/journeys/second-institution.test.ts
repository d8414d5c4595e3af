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
// The college writes its questions in English and translates them: what an applicant reading
// English gets.
const residentMessageInEnglish = 'Say whether you have lived in New Mexico for the last 12 months';

/**
 * The text a person sees (and a screen reader reads): the title, every rendered text, the
 * names and descriptions given in attributes (aria-label, alt, title, placeholder) and what the
 * page's head tells a browser, a search engine or a phone's home screen (meta tags, manifest).
 */
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
    for (const element of document.body.querySelectorAll(
      '[aria-label], [aria-description], [alt], [title], [placeholder]',
    )) {
      if (element.closest('option')) continue;
      for (const name of ['aria-label', 'aria-description', 'alt', 'title', 'placeholder'])
        parts.push(element.getAttribute(name) ?? '');
    }
    for (const meta of document.head.querySelectorAll('meta'))
      parts.push(meta.getAttribute('content') ?? '');
    for (const link of document.head.querySelectorAll('link[rel="manifest"], link[title]'))
      parts.push(link.outerHTML);
    return parts.join(' ');
  });
}

async function expectNoOtherInstitution(page: Page): Promise<void> {
  const text = await visibleText(page);
  expect(text).not.toMatch(/ApplyKit|Maryland/);
}

// The college's own page, "Su programa" at /programa, is the third of four.
const steps = {
  '/education': 'Paso 2 de 4',
  '/programa': 'Paso 3 de 4: Su programa',
  '/final-steps': 'Paso 4 de 4',
};
const heardFrom = { kind: 'radio', label: '¿Cómo supo de Sierra Blanca College?' } as const;

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

    // The page as served, before any script runs: its title and head name no other product.
    const served = await page.request.get(`${server.url}/signup`);
    expect(await served.text()).not.toMatch(/ApplyKit|Maryland/);
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

    // The college wrote its questions and texts in English: an applicant who switches reads its
    // English words, not the Spanish ones and not ApplyKit's; switching back brings Spanish.
    await page.getByLabel('Idioma').selectOption('en');
    await page.getByRole('heading', { name: 'Returning students' }).waitFor();
    await page.getByRole('textbox', { name: 'Sierra Blanca student number' }).waitFor();
    await page.getByText('Applying is free.').waitFor();
    await page.getByRole('button', { name: 'Help' }).click();
    const helpInEnglish = page.getByRole('dialog', { name: 'Help' });
    await helpInEnglish.getByText('The help desk answers Monday to Friday').waitFor();
    expect(await helpInEnglish.innerText()).toContain('Sierra Blanca Office of Admissions');
    await page.keyboard.press('Escape');
    await helpInEnglish.waitFor({ state: 'hidden' });
    expect(await page.getByText('Estudiantes que regresan').count()).toBe(0);
    await expectNoOtherInstitution(page);
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('heading', { name: 'Estudiantes que regresan' }).waitFor();
    // Its logo and its typefaces.
    expect(await page.getByRole('img', { name: 'Sierra Blanca College' }).count()).toBeGreaterThan(
      0,
    );
    expect(
      await page
        .getByRole('heading', { name: 'Estudiantes que regresan' })
        .evaluate((heading) => getComputedStyle(heading).fontFamily),
    ).toMatch(/^Georgia/);
    expect(
      await page
        .getByRole('button', { name: 'Guardar y continuar' })
        .evaluate((button) => getComputedStyle(button).fontFamily),
    ).toMatch(/^"Trebuchet MS"/);

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
    await saveAndContinue(page, '/programa');

    // The college's own page, at its own path: in the step navigation in its place, in the
    // tab's title, and a route of its own that opens by its address.
    const navigation = page.getByRole('navigation', { name: 'Principal' });
    expect(
      await navigation
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')])),
    ).toEqual([
      [spanishLabel('About You'), '/about'],
      [spanishLabel('Your Academics'), '/education'],
      ['Su programa', '/programa'],
      [spanishLabel('Final Steps'), '/final-steps'],
    ]);
    expect(await page.title()).toMatch(/^Su programa – /);
    await giveAnswers(page, [{ ...heardFrom, value: 'Mi colegio comunitario' }]);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('Sus respuestas se han guardado').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: steps['/programa'] }).waitFor();
    expect(pathOf(page)).toBe('/programa');
    expect(
      await controlOf(page, { ...heardFrom, value: '' })
        .getByRole('radio', { name: 'Mi colegio comunitario' })
        .isChecked(),
    ).toBe(true);
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
    await saveAndContinue(page, '/programa');
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
    const { text, info } = await pdfText(readFileSync(await download.path()));
    // What a PDF reader shows in its title bar and properties names the college alone.
    expect(info.Title).toBe('Solicitud de admisión por transferencia: Sierra Blanca College');
    expect(Object.values(info).join(' ')).not.toMatch(/ApplyKit|pdf-lib/);
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
      'Cómo nos conoció',
      'Mi colegio comunitario',
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
      // This applicant reads English: the college's own wording of its questions.
      expect(
        (await page.request.put(`${server.url}/api/locale`, { data: { locale: 'en' } })).ok(),
      ).toBe(true);
    });

    afterAll(async () => {
      await api?.close();
    });

    it('refuses a Maryland residency answer, naming the key, in the applicant’s language, and saves nothing', async () => {
      const reply = await page.request.put(`${server.url}/api/answer`, {
        data: { first_name: 'Ana', md_resident: 'Y' },
      });
      expect(reply.status()).toBe(400);
      // The account's language (English, chosen above) wins over the college's Spanish.
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
      expect(refusal.errors.sb_nm_resident).toEqual([residentMessageInEnglish]);
      expect(refusal.errors.sb_residency_statement).toEqual([
        'Check the box to certify your answers about residency',
      ]);
      // No Maryland question is asked of a Sierra Blanca applicant.
      expect(Object.keys(refusal.errors).filter((key) => key.startsWith('md_'))).toEqual([]);
    });
  });
});
