import { describe, expect, it } from 'vitest';
import { toast } from '../support/accounts';
import { useJourney } from '../support/journey';

describe('temporary answers: a visitor opens a ?token= link', () => {
  const journey = useJourney({
    env: { ADMIN_API_KEY: 'e2e-admin-key-for-temporary-answers-Qw7vR2xK9pLm4' },
  });

  it('finds the saved answers in the form, the token leaves the address, and a reload keeps them', async () => {
    const link = await journey.server.mintTemporaryAnswersUrl({
      first_name: 'Lena',
      last_name: 'Park',
    });
    const page = await journey.browser.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'About You' }).first().waitFor();
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    const lastName = page.getByRole('textbox', { name: 'Last Name', exact: true });
    await expect.poll(() => firstName.inputValue()).toBe('Lena');
    expect(await lastName.inputValue()).toBe('Park');
    await page.waitForURL((url) => url.pathname === '/about' && !url.searchParams.has('token'));

    await page.reload();
    await page.getByRole('heading', { name: 'About You' }).first().waitFor();
    await expect.poll(() => firstName.inputValue()).toBe('Lena');
    await page.close();
  });

  it('an invalid token shows an error and leaves the answers the browser holds alone', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/?token=not-a-token`);
    await toast(page, 'Error').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/about' && !url.searchParams.has('token'));
    // Same browser as above: its copy of the answers from the first link is still there.
    const firstName = page.getByRole('textbox', { name: 'First Name', exact: true });
    await expect.poll(() => firstName.inputValue()).toBe('Lena');
    await page.close();
  });
});
