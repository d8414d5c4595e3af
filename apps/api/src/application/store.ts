import type {
  AddAnotherCounts,
  Answers,
  DocumentAnswers,
  TabChoices,
  ValidationErrors,
  WebStatus,
} from '@applykit/api-contract';
import { indexDefinition, type PartnerForm } from '@applykit/admissions-form/validate';
import { answersSchema } from '@applykit/api-contract';
import { namedStatement, type Database, type Queryable } from '../db/database';
import {
  readSessionApplicant,
  sessionIdHash,
  signedInApplicantOf,
  type LiveSessionColumns,
  type ReadSessionColumns,
  type SessionStatement,
  type SignedInApplicant,
} from '../sessions/sessions';
import { createProfileCache, type ProfileCache, type ShownProfile } from './profile-cache';

export interface StoredApplication {
  answers: Answers;
  validation_errors: ValidationErrors;
  last_page: string | null;
  tabs: TabChoices;
  add_another: AddAnotherCounts;
  submitted_at: Date | null;
  /** The definition version the answers were saved under; null before versions were kept. */
  answers_version: string | null;
  /** Answers a newer definition has no question for: kept for staff to read, never validated. */
  retired_answers: Answers;
}

/** The order statuses are reached in; a later one implies every earlier one. */
export const webStatusOrder: readonly WebStatus[] = ['started', 'validating', 'submitted'];

export async function loadApplication(
  db: Queryable,
  applicantId: string,
  { lock = false } = {},
): Promise<StoredApplication> {
  const rows = await db.query<StoredApplication>(
    `SELECT answers, validation_errors, last_page, tabs, add_another, submitted_at,
            answers_version, retired_answers
       FROM applications WHERE applicant_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [applicantId],
  );
  // Every account gets its application row when it is created.
  return rows[0]!;
}

/** Whether the applicant's application is submitted, and so read-only. */
export async function applicationSubmitted(db: Queryable, applicantId: string): Promise<boolean> {
  const rows = await db.query<{ submitted: boolean }>(
    'SELECT submitted_at IS NOT NULL AS submitted FROM applications WHERE applicant_id = $1',
    [applicantId],
  );
  return rows[0]?.submitted ?? false;
}

/**
 * Applies one change to an application that is not submitted yet, in a single statement so it
 * cannot slip past a concurrent submit. Returns the choices after the change, or undefined
 * when the application is already submitted.
 */
async function updateOpenApplication(
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
 * SQL for the jsonb object `map` keeping only the keys in the text array `keys`: a row that
 * holds keys from before the definition was enforced sheds them at its next write.
 */
const declaredKeysOnly = (map: string, keys: string) =>
  `(SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb) FROM jsonb_each(${map}) WHERE key = ANY(${keys}::text[]))`;

/** The changes an open application accepts; each is undefined once it is submitted. */
export const openApplicationChanges = {
  lastPage: (db: Queryable, applicantId: string, lastPage: string) =>
    updateOpenApplication(db, applicantId, 'last_page = $2', [lastPage]),

  validationErrors: (db: Queryable, applicantId: string, errors: ValidationErrors) =>
    updateOpenApplication(db, applicantId, 'validation_errors = $2::jsonb', [
      JSON.stringify(errors),
    ]),

  /** Records the tab chosen in a group; groups not in `declaredGroups` are dropped. */
  tabChoice: (
    db: Queryable,
    applicantId: string,
    choice: { group: string; tab: string },
    declaredGroups: readonly string[],
  ) =>
    updateOpenApplication(
      db,
      applicantId,
      `tabs = ${declaredKeysOnly('tabs || jsonb_build_object($2::text, $3::text)', '$4')}`,
      [choice.group, choice.tab, declaredGroups],
    ),

  /** Records how many entries a group shows; groups not in `declaredGroups` are dropped. */
  addAnotherCount: (
    db: Queryable,
    applicantId: string,
    count: { group: string; entries: number },
    declaredGroups: readonly string[],
  ) =>
    updateOpenApplication(
      db,
      applicantId,
      `add_another = ${declaredKeysOnly('add_another || jsonb_build_object($2::text, $3::int)', '$4')}`,
      [count.group, count.entries, declaredGroups],
    ),
};

/** Keeps the problems a refused submit found, for staff to see; the application stays open. */
export async function recordSubmitErrors(
  db: Queryable,
  applicantId: string,
  errors: ValidationErrors,
): Promise<void> {
  await db.query('UPDATE applications SET validation_errors = $2::jsonb WHERE applicant_id = $1', [
    applicantId,
    JSON.stringify(errors),
  ]);
}

/** Marks the application submitted (read-only from now on) and returns when. */
export async function markSubmitted(db: Queryable, applicantId: string): Promise<Date> {
  const rows = await db.query<{ submitted_at: Date }>(
    `UPDATE applications SET submitted_at = now(), validation_errors = '{}', updated_at = now()
      WHERE applicant_id = $1 RETURNING submitted_at`,
    [applicantId],
  );
  return new Date(rows[0]!.submitted_at);
}

/**
 * Merges the keys `answers` carries into the stored set (two tabs, one applicant: a tab that
 * saves one page never erases what another saved). False once the application is submitted.
 */
async function mergeAnswers(
  db: Queryable,
  applicantId: string,
  answers: string,
  version: string,
): Promise<boolean> {
  const saved = await updateOpenApplication(
    db,
    applicantId,
    'answers = answers || $2::jsonb, answers_version = $3',
    [answers, version],
  );
  return saved !== undefined;
}

/**
 * Saves answers into an open application, as `mergeAnswers` does, under the form's definition
 * version. A save is one statement when the stored answers are at that version already (every
 * save but the first after a new definition): it merges only into a row at that version, so it
 * needs no read first and cannot slip past a migration. Otherwise the stored answers are brought
 * up to the version (`migrateAnswers`) and the answers merged then. False once submitted.
 */
export async function saveAnswers(
  database: Database,
  applicantId: string,
  answers: Answers,
  form: PartnerForm,
): Promise<boolean> {
  const { version } = form.definition;
  const text = JSON.stringify(answers);
  const [saved] = await database.query(
    `UPDATE applications SET answers = answers || $2::jsonb, updated_at = now()
      WHERE applicant_id = $1 AND submitted_at IS NULL AND answers_version = $3
      RETURNING 1`,
    [applicantId, text, version],
  );
  return saved !== undefined || saveAfterMigrating(database, applicantId, text, form);
}

/** The save of a row not at the form's version: migration, then the merge. */
async function saveAfterMigrating(
  database: Database,
  applicantId: string,
  answers: string,
  form: PartnerForm,
): Promise<boolean> {
  await migrateAnswers(database, applicantId, form);
  return mergeAnswers(database, applicantId, answers, form.definition.version);
}

/**
 * PUT /api/answer's save in one round trip: the session check (`SessionStatement`) and the
 * merge `saveAnswers` makes, in one statement that merges only for a live session. `applicant`
 * is null when the session is not live (nothing was saved); `saved` is false once submitted.
 * A row not at the form's version takes `saveAnswers`' other way. `answersJson` is the answer
 * set as JSON text, checked already (`answerSaveChecks`): the request's own text, so 20 KB are
 * not serialised again.
 */
export function answerSaveInSession(session: SessionStatement) {
  const statement = namedStatement(`WITH ${session.with},
    saved AS (
      UPDATE applications p SET answers = p.answers || $2::jsonb, updated_at = now()
        FROM live_session
       WHERE p.applicant_id = live_session.id AND p.submitted_at IS NULL
         AND p.answers_version = $3
      RETURNING 1)
    SELECT ${session.columns}, EXISTS (SELECT 1 FROM saved) AS saved FROM live_session`);
  return async (
    database: Database,
    sessionId: string,
    answersJson: string,
    form: PartnerForm,
  ): Promise<{ applicant: SignedInApplicant | null; saved: boolean }> => {
    const [row] = await database.query<LiveSessionColumns & { saved: boolean }>(statement, [
      sessionIdHash(sessionId),
      answersJson,
      form.definition.version,
    ]);
    const applicant = signedInApplicantOf(row, sessionId);
    if (!applicant) return { applicant, saved: false };
    return {
      applicant,
      saved: row!.saved || (await saveAfterMigrating(database, applicant.id, answersJson, form)),
    };
  };
}

/**
 * Brings an open application's answers up to the form's definition version, once: answers
 * saved under another version (or before versions were kept) go through the form's
 * `migrateAnswers`, when it has one; answers the definition then has no question for move to
 * `retired_answers` (kept for staff, out of the form's way: the applicant could neither see
 * nor clear them, and submit would refuse them). A submitted application is left as it was
 * submitted. Every read and write of answers calls this first (`saveAnswers` when its row is
 * not at the version).
 */
export async function migrateAnswers(
  database: Database,
  applicantId: string,
  form: PartnerForm,
): Promise<void> {
  const { version } = form.definition;
  const [row] = await database.query<{ answers_version: string | null }>(
    'SELECT answers_version FROM applications WHERE applicant_id = $1 AND submitted_at IS NULL',
    [applicantId],
  );
  if (!row || row.answers_version === version) return;
  await database.transaction(async (tx) => {
    const [locked] = await tx.query<{ answers: Answers; answers_version: string | null }>(
      `SELECT answers, answers_version FROM applications
        WHERE applicant_id = $1 AND submitted_at IS NULL FOR UPDATE`,
      [applicantId],
    );
    if (!locked || locked.answers_version === version) return;
    const migrated = form.migrateAnswers
      ? form.migrateAnswers({ version: locked.answers_version, answers: { ...locked.answers } })
      : locked.answers;
    const checked = answersSchema.safeParse(migrated);
    if (!checked.success) {
      throw new Error(
        `The form's migrateAnswers returned answers that are not an object of text values (from version ${locked.answers_version ?? 'none'} to ${version}).`,
      );
    }
    const { isKey } = indexDefinition(form.definition);
    const kept: Answers = {};
    const retired: Answers = {};
    for (const [key, value] of Object.entries(checked.data)) {
      if (isKey(key)) kept[key] = value;
      else retired[key] = value;
    }
    await tx.query(
      `UPDATE applications
          SET answers = $2::jsonb, retired_answers = retired_answers || $3::jsonb,
              answers_version = $4, updated_at = now()
        WHERE applicant_id = $1`,
      [applicantId, JSON.stringify(kept), JSON.stringify(retired), version],
    );
  });
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

/**
 * The columns of the profile that are on the row itself, selected from `applications a`.
 * `revision` is the row's version (`xmin`, the transaction that wrote it): any write to the
 * row changes it, and so does any write to the statuses, log-ins or document answers of the
 * application (their triggers give the row a new version: migration
 * `202611261950_profile_revision.sql`).
 */
const rowColumns = `a.xmin::text AS revision, a.last_page, a.answers_version,
    a.submitted_at IS NOT NULL AS submitted`;

/** `rowColumns`. */
interface RowColumns {
  revision: string;
  last_page: string | null;
  answers_version: string | null;
  submitted: boolean;
}

/**
 * What the profile shows beside the row, as the database function `application_profile_parts`
 * gives it: the statuses reached, the log-in times and the document answers.
 */
interface ProfileParts {
  web_statuses: WebStatus[];
  logins: string[];
  documents: DocumentAnswers;
}

interface ProfileRow extends RowColumns {
  answers_json: string;
  parts: ProfileParts;
}

async function readProfile(db: Queryable, applicantId: string): Promise<ProfileRow> {
  const rows = await db.query<ProfileRow>(
    `SELECT a.answers::text AS answers_json, ${rowColumns},
            application_profile_parts(a.applicant_id) AS parts
       FROM applications a WHERE a.applicant_id = $1`,
    [applicantId],
  );
  // Every account gets its application row when it is created.
  return rows[0]!;
}

const shownProfileOf = ({ answers_json, last_page, parts }: ProfileRow): ShownProfile => {
  const reached = new Set(parts.web_statuses);
  return {
    profile: {
      answersJson: answers_json,
      last_page,
      webStatuses: webStatusOrder.filter((status) => reached.has(status)),
      logins: parts.logins.map((time) => new Date(time).toISOString()),
    },
    documentsJson: JSON.stringify(parts.documents),
  };
};

/** Whether a profile's answers are to be brought up to the form's version before showing. */
const outOfVersion = (row: RowColumns, form: PartnerForm) =>
  !row.submitted && row.answers_version !== form.definition.version;

/**
 * The application as the profile shows it, in one statement: answers, last page, statuses
 * reached, log-in times and document answers. Answers of an open application saved under
 * another definition version are brought up to it first (`migrateAnswers`), and read again.
 */
async function loadProfile(
  database: Database,
  applicantId: string,
  form: PartnerForm,
): Promise<ShownProfile> {
  let row = await readProfile(database, applicantId);
  if (outOfVersion(row, form)) {
    await migrateAnswers(database, applicantId, form);
    row = await readProfile(database, applicantId);
  }
  return shownProfileOf(row);
}

/**
 * GET /api/profile in one round trip: the session check (`SessionStatement.read`, so the
 * statement writes nothing; the activity is recorded apart, at most once a minute) and the
 * application as `loadProfile` reads it, in one statement. Null when the session is not live.
 *
 * The profile the session last read is kept in this process (`ProfileCache`): the statement
 * is given the applicant and row version it was read at and, when the row is still that
 * applicant's at that version, reads nothing but the session and the row's own small columns,
 * so an unchanged profile costs the database neither 20 KB of text nor the lookups beside the
 * row. Any write to the row, or to the statuses, log-ins or document answers, from any
 * process, changes the row's version.
 */
export function profileInSession(
  session: SessionStatement,
  cache: ProfileCache = createProfileCache(),
) {
  const statement = namedStatement(`WITH ${session.read.with}
    SELECT ${session.read.columns}, ${rowColumns}, k.unchanged,
           CASE WHEN k.unchanged THEN NULL ELSE a.answers::text END AS answers_json,
           CASE WHEN k.unchanged THEN NULL ELSE application_profile_parts(a.applicant_id) END
             AS parts
      FROM live_session JOIN applications a ON a.applicant_id = live_session.id
           CROSS JOIN LATERAL (SELECT a.applicant_id = $2::uuid AND a.xmin::text = $3
                                 IS TRUE AS unchanged) k`);
  return async (
    database: Database,
    sessionId: string,
    form: PartnerForm,
  ): Promise<{ applicant: SignedInApplicant; shown: ShownProfile } | null> => {
    const sessionHash = sessionIdHash(sessionId);
    const kept = cache.get(sessionHash);
    const [row] = await database.query<
      LiveSessionColumns &
        ReadSessionColumns &
        RowColumns & { unchanged: boolean; answers_json: string | null; parts: ProfileParts | null }
    >(statement, [sessionHash, kept?.applicantId ?? null, kept?.revision ?? null]);
    const applicant = await readSessionApplicant(session, database, row, sessionId);
    if (!applicant) return null;
    // Unchanged: the row is still the one `kept` was read from, of the same applicant.
    if (row!.unchanged) return { applicant, shown: kept! };
    if (outOfVersion(row!, form)) {
      return { applicant, shown: await loadProfile(database, applicant.id, form) };
    }
    // Changed: the statement read it all.
    const fresh = {
      applicantId: applicant.id,
      revision: row!.revision,
      ...shownProfileOf(row as ProfileRow),
    };
    cache.set(sessionHash, fresh);
    return { applicant, shown: fresh };
  };
}
