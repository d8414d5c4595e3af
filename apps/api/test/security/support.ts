import type { FastifyInstance, InjectOptions } from 'fastify';
import type { TestServer } from '../support/applicants';

/** A call as the signed-in applicant's browser makes it (same origin, JSON). */
export function call(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  const options: InjectOptions = { method, url, headers: { cookie, ...headers } };
  if (payload !== undefined) options.payload = payload as object;
  return app.inject(options);
}

/**
 * Everything an applicant's account and application hold, for "nothing changed" assertions:
 * answers, tabs, add-another counts, last page, validation errors, status and sessions.
 */
export async function applicantState(server: TestServer, username: string) {
  const [row] = await server.database.query(
    `SELECT a.password_hash, a.confirmed_at, a.locale,
            p.answers, p.tabs, p.add_another, p.last_page, p.validation_errors, p.submitted_at,
            (SELECT count(*)::int FROM sessions s WHERE s.applicant_id = a.id) AS sessions,
            (SELECT count(*)::int FROM web_statuses w WHERE w.applicant_id = a.id) AS statuses
       FROM applicants a LEFT JOIN applications p ON p.applicant_id = a.id
      WHERE a.username = $1`,
    [username],
  );
  return row;
}

/** Marks the application submitted, as a successful POST /api/submit leaves it. */
export async function markSubmitted(server: TestServer, username: string) {
  await server.database.query(
    `INSERT INTO applications (applicant_id, submitted_at)
     SELECT id, now() FROM applicants WHERE username = $1
     ON CONFLICT (applicant_id) DO UPDATE SET submitted_at = now()`,
    [username],
  );
}
