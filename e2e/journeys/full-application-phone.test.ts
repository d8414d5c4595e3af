import { describe, it } from 'vitest';
import { completeApplication } from '../support/fullApplication';
import { useJourney } from '../support/journey';

describe('journey 7: journey 1 on a phone (390×844)', () => {
  const journey = useJourney({ viewport: { width: 390, height: 844 } });

  it('signs up, fills every required answer, uploads, fixes the one left out, submits and gets the PDF', async () => {
    await completeApplication(journey.browser, journey.server);
  }, 240_000);
});
