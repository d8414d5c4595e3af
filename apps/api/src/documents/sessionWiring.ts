import type { FastifyRequest } from 'fastify';
import type { LoadAnswers } from '../application-pdf/applicationPdf';
import { loadApplication } from '../application/store';
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

/** `loadAnswers` over the saved application. */
export function answersFromApplication(database: Database): LoadAnswers {
  return async (applicantId) => {
    const { answers, tabs, add_another } = await loadApplication(database, applicantId);
    return { answers, tabs, addAnother: add_another };
  };
}
