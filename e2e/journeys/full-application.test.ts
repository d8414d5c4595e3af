import { describe, it } from 'vitest';
import { completeApplication } from '../support/fullApplication';
import { useJourney } from '../support/journey';

describe('journey 1: a new applicant completes, submits and downloads the application', () => {
  const journey = useJourney();

  it('signs up, fills every required answer, uploads, fixes the one left out, submits and gets the PDF', async () => {
    await completeApplication(journey.browser, journey.server);
  }, 240_000);
});
