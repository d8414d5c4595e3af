import type { LoadAnswers } from '../application-pdf/applicationPdf';
import type { PartnerForm } from '@applykit/admissions-form/validate';
import { applicantLocale } from '../accounts/accounts';
import { loadApplication, migrateAnswers } from '../application/store';
import type { Database } from '../db/database';

/**
 * `loadAnswers` over the saved application, brought up to the form's version first. Retired
 * answers print too (under keys the form has no question for, so listed last). The PDF is in
 * the language the applicant chose.
 */
export function answersFromApplication(database: Database, form: PartnerForm): LoadAnswers {
  return async (applicantId) => {
    await migrateAnswers(database, applicantId, form);
    const [application, locale] = await Promise.all([
      loadApplication(database, applicantId),
      applicantLocale(database, applicantId),
    ]);
    return {
      ...(locale && { locale }),
      answers: { ...application.retired_answers, ...application.answers },
      tabs: application.tabs,
      addAnother: application.add_another,
    };
  };
}
