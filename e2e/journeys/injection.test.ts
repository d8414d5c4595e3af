import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAccountAndLogIn, newApplicantEmail } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { pdfText } from '../support/documents';
import { useJourney } from '../support/journey';

/** Markup and script an attacker types into answers; each would set a flag if it ever ran. */
const payloads = {
  first_name: '<script>window.__injected="script"</script>',
  last_name: '<img src=x onerror="window.__injected=\'img\'">',
  address_line_1: '"><svg onload="window.__injected=\'svg\'">',
  city: "javascript:window.__injected='url'",
  phone_home: '<b onmouseover=alert(1)>301</b>',
  birth_date: '<iframe srcdoc="<script>parent.__injected=1</script>">',
  state: '<style>body{display:none}</style>',
  gender: '{{constructor.constructor("window.__injected=1")()}}',
  visa_status_other_explain: '<a href="javascript:alert(1)">visa</a>',
  suspended: 'Y',
  suspended_comment: '</textarea><script>window.__injected="textarea"</script>',
  legal_agree: '<input autofocus onfocus=alert(1)>',
};

/** Records what would show an injection: CSP violations, page errors, the flag and markup. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return problems;
}

async function injectedMarkup(page: Page) {
  return {
    flag: await page.evaluate(() => (window as unknown as { __injected?: unknown }).__injected),
    nodes: await page
      .locator(
        'main img[src="x"], main svg[onload], main iframe, main b[onmouseover], main a[href^="javascript"], main style',
      )
      .count(),
  };
}

describe('injection: script and HTML in answers stay text in the portal, the service view and the PDF', () => {
  const journey = useJourney({
    env: { ADMIN_API_KEY: 'e2e-admin-key-for-injection-Qw7vR2xK9pLm4nB8cT5' },
  });
  let staff: BrowserContext | undefined;
  const email = newApplicantEmail('injection');

  afterAll(async () => {
    await staff?.close();
  });

  it('shows every payload as text, runs none of it, and breaks nothing under the CSP', async () => {
    const page = await journey.browser.newPage();
    const problems = watch(page);
    await createAccountAndLogIn(page, journey.server, email);
    const saved = await page.request.put(`${journey.server.url}/api/answer`, { data: payloads });
    expect(saved.status()).toBe(200);

    const shell = await page.request.get(`${journey.server.url}/`);
    expect(shell.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);

    await page.reload();
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    await expect.poll(() => firstName.inputValue()).toBe(payloads.first_name);
    expect(await page.getByRole('textbox', { name: 'Last Name', exact: true }).inputValue()).toBe(
      payloads.last_name,
    );
    await page.getByRole('textbox', { name: 'First Name', exact: true }).hover();
    expect(await injectedMarkup(page)).toEqual({ flag: undefined, nodes: 0 });
    expect(problems).toEqual([]);

    // Staff read the same answers through a service link.
    staff = await launchBrowser();
    const view = await staff.newPage();
    const viewProblems = watch(view);
    await view.goto(await journey.server.mintServiceUrl(email));
    const main = view.getByRole('main');
    await main.getByRole('heading', { name: 'About You' }).waitFor();
    const text = await main.innerText();
    for (const key of ['first_name', 'last_name', 'address_line_1'] as const)
      expect(text).toContain(payloads[key]);
    expect(await injectedMarkup(view)).toEqual({ flag: undefined, nodes: 0 });
    expect(viewProblems).toEqual([]);

    // And in the application PDF: the same characters, as text.
    let url: string | undefined;
    for (let poll = 0; poll < 300 && !url; poll++) {
      const status = (await (await page.request.get(`${journey.server.url}/api/pdf`)).json()) as {
        status: string;
        url?: string;
      };
      expect(status.status).not.toBe('FAILED');
      url = status.url;
      if (!url) await page.waitForTimeout(200);
    }
    const pdf = await page.request.get(`${journey.server.url}${url}`);
    expect(pdf.status()).toBe(200);
    const pdfWords = (await pdfText(await pdf.body())).text.replace(/\s+/g, ' ');
    expect(pdfWords).toContain(payloads.first_name);
    expect(pdfWords).toContain(payloads.last_name);
  });
});
