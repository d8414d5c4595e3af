import { describe, expect, it } from 'vitest';
import { useJourney } from '../support/journey';

describe('portal shell', () => {
  const journey = useJourney();

  it('opens the first step from the site root, keeping the query string', async () => {
    // Not `?token=`: the portal loads that temporary answer set and then takes the token out
    // of the address (apps/portal AnswersProvider), so it would not stay.
    const page = await journey.browser.newPage();
    await page.goto(`${journey.server.url}/?utm_source=mail`);
    await page.getByRole('heading', { name: 'About You' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/about');
    expect(new URL(page.url()).search).toBe('?utm_source=mail');
  });
});
