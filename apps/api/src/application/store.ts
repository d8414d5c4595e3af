import type {
  AddAnotherCounts,
  Answers,
  TabChoices,
  ValidationErrors,
  WebStatus,
} from '@applykit/api-contract';
import type { Queryable } from '../db/database';

export interface StoredApplication {
  answers: Answers;
  validation_errors: ValidationErrors;
  last_page: string | null;
  tabs: TabChoices;
  add_another: AddAnotherCounts;
  submitted_at: Date | null;
}

/** Platform §4: the order statuses are reached in; a later one implies every earlier one. */
export const webStatusOrder: readonly WebStatus[] = ['started', 'validating', 'submitted'];

export async function loadApplication(
  db: Queryable,
  applicantId: string,
  { lock = false } = {},
): Promise<StoredApplication> {
  const rows = await db.query<StoredApplication>(
    `SELECT answers, validation_errors, last_page, tabs, add_another, submitted_at
       FROM applications WHERE applicant_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [applicantId],
  );
  // Every account gets its application row when it is created.
  return rows[0]!;
}

/**
 * Applies one change to an application that is not submitted yet, in a single statement so it
 * cannot slip past a concurrent submit. Returns the choices after the change, or undefined
 * when the application is already submitted.
 */
export async function updateOpenApplication(
  db: Queryable,
  applicantId: string,
  assignments: string,
  params: unknown[],
): Promise<Pick<StoredApplication, 'tabs' | 'add_another'> | undefined> {
  const rows = await db.query<Pick<StoredApplication, 'tabs' | 'add_another'>>(
    `UPDATE applications SET ${assignments}, updated_at = now()
      WHERE applicant_id = $1 AND submitted_at IS NULL RETURNING tabs, add_another`,
    [applicantId, ...params],
  );
  return rows[0];
}

/**
 * Merges the keys `answers` carries into the stored set (two tabs, one applicant: a tab that
 * saves one page never erases what another saved). False once the application is submitted.
 */
export async function mergeAnswers(
  db: Queryable,
  applicantId: string,
  answers: Answers,
): Promise<boolean> {
  const saved = await updateOpenApplication(db, applicantId, 'answers = answers || $2::jsonb', [
    JSON.stringify(answers),
  ]);
  return saved !== undefined;
}

/** The statuses reached, in order; each is recorded once. */
export async function reachedWebStatuses(db: Queryable, applicantId: string): Promise<WebStatus[]> {
  const rows = await db.query<{ web_status: WebStatus }>(
    'SELECT web_status FROM web_statuses WHERE applicant_id = $1',
    [applicantId],
  );
  const reached = new Set(rows.map((row) => row.web_status));
  return webStatusOrder.filter((status) => reached.has(status));
}

/** Records `status` and the statuses before it, so the client's count stays right. */
export async function reachWebStatus(db: Queryable, applicantId: string, status: WebStatus) {
  const upTo = webStatusOrder.slice(0, webStatusOrder.indexOf(status) + 1);
  await db.query(
    `INSERT INTO web_statuses (applicant_id, web_status)
     SELECT $1, status FROM unnest($2::text[]) WITH ORDINALITY AS s(status, position)
     ORDER BY position
     ON CONFLICT DO NOTHING`,
    [applicantId, upTo],
  );
}

export async function loginTimes(db: Queryable, applicantId: string): Promise<string[]> {
  const rows = await db.query<{ logged_in_at: Date }>(
    'SELECT logged_in_at FROM successful_logins WHERE applicant_id = $1 ORDER BY id',
    [applicantId],
  );
  return rows.map((row) => new Date(row.logged_in_at).toISOString());
}
