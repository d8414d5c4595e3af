import { describe, expect, it } from 'vitest';
import { createAccountAndLogIn, newApplicantEmail, waitForPath } from '../support/accounts';
import { checkStateAtBothSizes } from '../support/a11y';
import { useJourney } from '../support/journey';

describe('inactivity: warned at 14 minutes, logged out at 15', () => {
  const journey = useJourney();

  it("keeps the session with 'Yes', and logs out with the inactivity message when time runs out", async () => {
    const page = await journey.browser.newPage();
    await page.clock.install();
    await createAccountAndLogIn(page, journey.server, newApplicantEmail('idle'));

    await page.clock.fastForward('13:50');
    expect(await page.getByRole('dialog', { name: 'Are you still there?' }).count()).toBe(0);
    await page.clock.fastForward('00:20');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await warning.waitFor();
    await checkStateAtBothSizes(page, 'inactivity-warning-dialog', { fullPage: false });
    await warning.getByRole('button', { name: 'Yes - Take me back to my application' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/about');
    const profileStatus = () => page.evaluate(async () => (await fetch('/api/profile')).status);
    expect(await profileStatus()).toBe(200);

    await page.clock.fastForward('14:10');
    await warning.waitFor();
    await page.clock.fastForward('01:00');
    await waitForPath(page, '/login');
    await page
      .getByText('You have been automatically logged out due to inactivity.')
      .first()
      .waitFor();
    await checkStateAtBothSizes(page, 'login-inactivity-message');
    // The server session ended too.
    expect(await profileStatus()).toBe(401);
  });
});
