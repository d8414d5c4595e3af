import type { Database } from '../db/database';
import type { Tokens } from './tokens';

/**
 * The applicant a service token opens for reading: the token must be a valid, unexpired
 * service token and its applicant must still exist. Undefined otherwise.
 */
export async function serviceApplicantOf(
  database: Database,
  tokens: Tokens,
  serviceToken: string,
): Promise<string | undefined> {
  const applicantId = await tokens.subjectOf('service', serviceToken);
  if (!applicantId) return undefined;
  const exists = await database.query('SELECT 1 FROM applicants WHERE id = $1', [applicantId]);
  return exists.length ? applicantId : undefined;
}
