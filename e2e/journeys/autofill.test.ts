import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startServer, type RunningServer } from '../support/server';

/** An address profile as Chromium's autofill stores one (its field type names). */
const profile = [
  { name: 'NAME_FIRST', value: 'Maya' },
  { name: 'NAME_LAST', value: 'Castellanos' },
  { name: 'EMAIL_ADDRESS', value: 'maya@example.org' },
  { name: 'PHONE_HOME_WHOLE_NUMBER', value: '+14105550123' },
  { name: 'ADDRESS_HOME_LINE1', value: '1200 Laurel Way' },
  { name: 'ADDRESS_HOME_CITY', value: 'Beverly Hills' },
  { name: 'ADDRESS_HOME_STATE', value: 'CA' },
  { name: 'ADDRESS_HOME_ZIP', value: '90210' },
  { name: 'ADDRESS_HOME_COUNTRY', value: 'US' },
];

interface FilledField {
  id: string;
  name: string;
  value: string;
  htmlType: string;
  autofillType: string;
  fillingStrategy: string;
}

async function backendNodeId(cdp: CDPSession, selector: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', {
    expression: `document.querySelector(${JSON.stringify(selector)})`,
  });
  const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId! });
  return node.backendNodeId;
}

/**
 * Chromium's own autofill, driven through the DevTools protocol: `Autofill.trigger` fills the
 * form of the field it is given from an address profile, as choosing a saved address in the
 * browser's suggestion list does, and `Autofill.addressFormFilled` says which fields it filled
 * and with which type. The browser fills one `<form>` at a time, so this fails if the
 * applicant's name, e-mail, phone and address are ever split across forms, or if a field's
 * `autocomplete` token goes missing or changes meaning.
 */
describe('the browser fills the applicant’s own details on About You', () => {
  let server: RunningServer;
  let browser: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    cdp = await browser.newCDPSession(page);
    await page.goto(`${server.url}/about`);
    await page.getByRole('textbox', { name: 'First Name', exact: true }).waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('fills name, e-mail, phone and address together from the first name', async () => {
    await cdp.send('Autofill.enable');
    const filled = new Promise<FilledField[]>((resolve) =>
      cdp.once('Autofill.addressFormFilled', (event) =>
        resolve(event.filledFields as FilledField[]),
      ),
    );
    await cdp.send('Autofill.trigger', {
      fieldId: await backendNodeId(cdp, '#first_name'),
      address: { fields: profile },
    });
    const fields = await filled;
    // Every field of the applicant's details, recognised by its token: one form, one fill.
    const recognised = Object.fromEntries(
      fields
        .filter((field) => field.fillingStrategy === 'autocompleteAttribute')
        .map((field) => [field.id, field.autofillType]),
    );
    expect(recognised).toEqual({
      first_name: 'First name',
      middle_name: 'Middle name',
      last_name: 'Last name',
      email_address: 'Email address',
      phone_home: 'Phone number',
      phone_mobile: 'Phone number',
      phone_international: 'Phone number',
      phone_mobile_international: 'Phone number',
      address_line_1: 'Address line 1',
      address_line_2: 'Address line 2',
      city: 'City',
      state: 'State',
      zip: 'ZIP code',
      country: 'Country',
    });
    // The mailing address is not the applicant's own to fill: it stays empty.
    const values = await page.evaluate(() =>
      Object.fromEntries(
        [
          'first_name',
          'last_name',
          'email_address',
          'phone_home',
          'address_line_1',
          'city',
          'state',
          'zip',
          'country',
          'mailing_address_line_1',
        ].map((id) => [id, (document.getElementById(id) as HTMLInputElement | null)?.value]),
      ),
    );
    expect(values).toEqual({
      first_name: 'Maya',
      last_name: 'Castellanos',
      email_address: 'maya@example.org',
      phone_home: '(410) 555-0123',
      address_line_1: '1200 Laurel Way',
      city: 'Beverly Hills',
      state: 'CA',
      zip: '90210',
      country: 'USA',
      mailing_address_line_1: '',
    });
  });
});
