import type { FastifyRequest } from 'fastify';
import type { LoadAnswers } from '../application-pdf/applicationPdf';
import type { PartnerForm } from '@applykit/admissions-form/validate';
import { loadApplication, migrateAnswers } from '../application/store';
import type { Database } from '../db/database';
// `request.applicant` is declared there.
import type {} from '../sessions/require-applicant';
import type { Applicant } from './routes';

/**
 * `resolveApplicant` over the accounts module's session: `request.applicant` is set by its
 * hook on every /api/ route, and the application row says whether it was submitted.
 */
export function applicantFromSession(
  database: Database,
): (request: FastifyRequest) => Promise<Applicant | null> {
  return async (request) => {
    if (!request.applicant) return null;
    const application = await loadApplication(database, request.applicant.id);
    return { id: request.applicant.id, submitted: application.submitted_at !== null };
  };
}

/**
 * `loadAnswers` over the saved application, brought up to the form's version first. Retired
 * answers print too (under keys the form has no question for, so listed last).
 */
export function answersFromApplication(database: Database, form: PartnerForm): LoadAnswers {
  return async (applicantId) => {
    await migrateAnswers(database, applicantId, form);
    const application = await loadApplication(database, applicantId);
    return {
      answers: { ...application.retired_answers, ...application.answers },
      tabs: application.tabs,
      addAnother: application.add_another,
    };
  };
}
