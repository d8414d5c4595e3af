import type { z } from 'zod';
import type {
  AuditAction,
  AuditEntry,
  QueueEntry,
  QueueSort,
  StaffNote,
  auditQuerySchema,
  queueQuerySchema,
} from '@applykit/api-contract';
import type { QueueColumns } from '@applykit/admissions-form/validate';
import { statementParameters, type Queryable } from '../db/database';

type QueueFilters = z.output<typeof queueQuerySchema>;
type AuditFilters = z.output<typeof auditQuerySchema>;

/**
 * The answer keys the queue shows and searches, read from the form: its declared queue columns
 * (`queueColumnsOf`) and the CEEB codes (`reviewKeys`).
 */
export interface QueueKeys extends QueueColumns {
  ceebs: readonly string[];
}

/** Labels of coded answers, by value. */
export interface QueueLabels {
  entryTerms: ReadonlyMap<string, string>;
  majors: ReadonlyMap<string, string>;
}

/**
 * An answer key as an SQL string literal. The name's order and search are written with the keys
 * in the text, not as parameters, so that with the transfer application's keys they are the
 * very expressions the migration indexes (`…_staff_review.sql`) and the planner uses the index.
 * A key is a form's question key, checked by the definition; quotes are doubled regardless.
 */
const keyLiteral = (key: string) => `'${key.replace(/'/g, "''")}'`;
const answer = (table: string, key: string) =>
  `coalesce(${table}answers ->> ${keyLiteral(key)}, '')`;
const nameOrder = (keys: QueueKeys) =>
  `lower(${answer('p.', keys.familyName)} || ' ' || ${answer('p.', keys.givenName)})`;
const nameSearch = (keys: QueueKeys) =>
  `lower(${answer('', keys.givenName)} || ' ' || ${answer('', keys.familyName)})`;
const submittedOrder = `coalesce(p.submitted_at, '-infinity'::timestamptz)`;

/** Each order is an indexed expression (migration `…_staff_review.sql`) and a direction. */
const orders: Record<
  QueueSort,
  { value: (keys: QueueKeys) => string; cast: string; descending: boolean }
> = {
  'submitted-desc': { value: () => submittedOrder, cast: 'timestamptz', descending: true },
  'submitted-asc': { value: () => submittedOrder, cast: 'timestamptz', descending: false },
  'name-asc': { value: nameOrder, cast: 'text', descending: false },
  'name-desc': { value: nameOrder, cast: 'text', descending: true },
};

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A keyset cursor: the sort it belongs to, the last row's order value and id. */
interface Cursor {
  sort: QueueSort;
  value: string;
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.value, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor | null {
  try {
    const [sort, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof sort !== 'string' || typeof value !== 'string' || typeof id !== 'string') {
      return null;
    }
    if (!(sort in orders) || !/^[0-9a-f-]{36}$/.test(id)) return null;
    return { sort: sort as QueueSort, value, id };
  } catch {
    return null;
  }
}

/** `%text%` for LIKE, with the pattern characters of the text itself taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

interface QueueRow {
  applicant_id: string;
  email: string;
  first_name: string;
  last_name: string;
  entry_term: string;
  major: string;
  college_names: (string | null)[];
  college_count: number;
  submitted_at: string | null;
  reviewed_at: string | null;
  order_value: string;
}

function entryOf(row: QueueRow, labels: QueueLabels): QueueEntry {
  return {
    applicant_id: row.applicant_id,
    status: row.submitted_at ? 'submitted' : 'started',
    name: [row.first_name, row.last_name].filter(Boolean).join(' '),
    email: row.email,
    entry_term: labels.entryTerms.get(row.entry_term) ?? row.entry_term,
    major: labels.majors.get(row.major) ?? row.major,
    previous_colleges: row.college_names
      .slice(0, Math.max(1, row.college_count))
      .filter((name): name is string => Boolean(name)),
    submitted_at: row.submitted_at,
    reviewed_at: row.reviewed_at,
  };
}

function queueSelect(keys: QueueKeys, parameter: (value: unknown) => string) {
  return `SELECT a.id AS applicant_id, a.username::text AS email,
            coalesce(p.answers ->> ${parameter(keys.givenName)}, '') AS first_name,
            coalesce(p.answers ->> ${parameter(keys.familyName)}, '') AS last_name,
            coalesce(p.answers ->> ${parameter(keys.entryTerm)}, '') AS entry_term,
            coalesce(p.answers ->> ${parameter(keys.programme)}, '') AS major,
            array(SELECT p.answers ->> k FROM unnest(${parameter([...keys.collegeNames])}::text[])
                  WITH ORDINALITY AS c(k, n) ORDER BY n) AS college_names,
            coalesce((p.add_another ->> ${parameter(keys.collegeGroup)})::int, 1) AS college_count,
            ${iso('p.submitted_at')} AS submitted_at,
            ${iso('r.reviewed_at')} AS reviewed_at`;
}

/**
 * The queue's search and filters as SQL conditions on `p` (the application), `a` (its
 * applicant) and `r` (its review), with their parameters through `parameter`.
 */
function queueConditions(
  query: Omit<QueueFilters, 'sort' | 'limit' | 'cursor'>,
  keys: QueueKeys,
  parameter: (value: unknown) => string,
): string[] {
  const where = ['a.confirmed_at IS NOT NULL'];
  if (query.q) {
    // Each way of matching is its own subquery over its own index (the name's and the e-mail
    // address's trigram indexes, the answers' jsonb index), and the queue reads only the rows
    // found. One OR across the two tables could use none of them: the planner walked the
    // order's index through all 100,000 applications of the benchmark (bench/README.md).
    const pattern = parameter(containing(query.q));
    const matches = [
      `SELECT applicant_id FROM applications WHERE ${nameSearch(keys)} LIKE ${pattern} ESCAPE '\\'`,
      `SELECT id FROM applicants WHERE lower(username::text) LIKE ${pattern} ESCAPE '\\'`,
    ];
    if (/^[A-Za-z0-9]{1,10}$/.test(query.q)) {
      const code = parameter(query.q);
      const codes = keys.ceebs.map(
        (key) => `answers @> jsonb_build_object(${parameter(key)}::text, ${code}::text)`,
      );
      if (codes.length) {
        matches.push(`SELECT applicant_id FROM applications WHERE ${codes.join(' OR ')}`);
      }
    }
    where.push(`p.applicant_id IN (${matches.join(' UNION ')})`);
  }
  if (query.status === 'submitted') where.push('p.submitted_at IS NOT NULL');
  if (query.status === 'started') where.push('p.submitted_at IS NULL');
  if (query.term) {
    where.push(
      `p.answers @> jsonb_build_object(${parameter(keys.entryTerm)}::text, ${parameter(query.term)}::text)`,
    );
  }
  if (query.major) {
    where.push(
      `p.answers @> jsonb_build_object(${parameter(keys.programme)}::text, ${parameter(query.major)}::text)`,
    );
  }
  if (query.submitted_from) {
    where.push(
      `p.submitted_at >= (${parameter(query.submitted_from)} || 'T00:00:00Z')::timestamptz`,
    );
  }
  if (query.submitted_to) {
    where.push(
      `p.submitted_at < (${parameter(query.submitted_to)} || 'T00:00:00Z')::timestamptz + interval '1 day'`,
    );
  }
  if (query.reviewed === 'yes') where.push('r.applicant_id IS NOT NULL');
  if (query.reviewed === 'no') where.push('r.applicant_id IS NULL');
  return where;
}

/**
 * The ids of every application the search and filters select, in no order: what an export
 * checks it has written, since keyset pages over an order that changes while they are read
 * (a submission moves an application in submitted order) can pass an application by.
 */
export async function queueIds(
  db: Queryable,
  query: Omit<QueueFilters, 'sort' | 'limit' | 'cursor'>,
  keys: QueueKeys,
): Promise<string[]> {
  const { params, parameter } = statementParameters();
  const where = queueConditions(query, keys, parameter);
  const rows = await db.query<{ applicant_id: string }>(
    `SELECT p.applicant_id
       FROM applications p
       JOIN applicants a ON a.id = p.applicant_id
       LEFT JOIN application_reviews r ON r.applicant_id = p.applicant_id
      WHERE ${where.join(' AND ')}`,
    params,
  );
  return rows.map((row) => row.applicant_id);
}

/**
 * One page of the review queue: confirmed applicants' applications, searched, filtered and
 * ordered, after the cursor's row. Keyset pages stay as fast on the thousandth page as on
 * the first.
 */
export async function queuePage(
  db: Queryable,
  query: QueueFilters,
  cursor: Cursor | null,
  keys: QueueKeys,
  labels: QueueLabels,
): Promise<{ entries: QueueEntry[]; next: string | null }> {
  const { params, parameter } = statementParameters();
  const order = orders[query.sort];
  const orderValue = order.value(keys);
  const where = queueConditions(query, keys, parameter);
  if (cursor) {
    where.push(
      `(${orderValue}, p.applicant_id) ${order.descending ? '<' : '>'}
       (${parameter(cursor.value)}::${order.cast}, ${parameter(cursor.id)}::uuid)`,
    );
  }
  const direction = order.descending ? 'DESC' : 'ASC';
  const rows = await db.query<QueueRow>(
    `${queueSelect(keys, parameter)}, (${orderValue})::text AS order_value
       FROM applications p
       JOIN applicants a ON a.id = p.applicant_id
       LEFT JOIN application_reviews r ON r.applicant_id = p.applicant_id
      WHERE ${where.join(' AND ')}
      ORDER BY ${orderValue} ${direction}, p.applicant_id ${direction}
      LIMIT ${parameter(query.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row) => entryOf(row, labels)),
    next:
      rows.length > query.limit && last
        ? encodeCursor({ sort: query.sort, value: last.order_value, id: last.applicant_id })
        : null,
  };
}

/** One application's queue line and who reviewed it; null for no confirmed applicant. */
export async function queueEntry(
  db: Queryable,
  applicantId: string,
  keys: QueueKeys,
  labels: QueueLabels,
): Promise<{ entry: QueueEntry; reviewedBy: string | null } | null> {
  const { params, parameter } = statementParameters();
  const rows = await db.query<QueueRow & { reviewed_by: string | null }>(
    `${queueSelect(keys, parameter)}, r.reviewed_by_email AS reviewed_by
       FROM applications p
       JOIN applicants a ON a.id = p.applicant_id
       LEFT JOIN application_reviews r ON r.applicant_id = p.applicant_id
      WHERE a.confirmed_at IS NOT NULL AND p.applicant_id = ${parameter(applicantId)}`,
    params,
  );
  const row = rows[0];
  return row ? { entry: entryOf(row, labels), reviewedBy: row.reviewed_by } : null;
}

export async function markReviewed(
  db: Queryable,
  applicantId: string,
  staff: { id: string; email: string },
): Promise<void> {
  await db.query(
    `INSERT INTO application_reviews (applicant_id, reviewed_by, reviewed_by_email)
     VALUES ($1, $2, $3)
     ON CONFLICT (applicant_id) DO NOTHING`,
    [applicantId, staff.id, staff.email],
  );
}

export async function addNote(
  db: Queryable,
  applicantId: string,
  staff: { id: string; email: string },
  body: string,
): Promise<StaffNote> {
  const [note] = await db.query<StaffNote>(
    `INSERT INTO staff_notes (applicant_id, staff_id, staff_email, body) VALUES ($1, $2, $3, $4)
     RETURNING id::text AS id, staff_email AS author, body, ${iso('created_at')} AS created_at`,
    [applicantId, staff.id, staff.email, body],
  );
  return note!;
}

export async function notesOf(db: Queryable, applicantId: string): Promise<StaffNote[]> {
  return db.query<StaffNote>(
    `SELECT id::text AS id, staff_email AS author, body, ${iso('created_at')} AS created_at
       FROM staff_notes n WHERE applicant_id = $1 ORDER BY n.created_at, n.id`,
    [applicantId],
  );
}

export interface AuditRecord {
  staff: { id: string; email: string };
  action: AuditAction;
  applicantId?: string | undefined;
  detail?: Record<string, unknown>;
  clientAddress: string;
  userAgent: string;
}

/** Adds one entry to the append-only audit log. */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit_log
       (staff_id, staff_email, action, applicant_id, detail, client_address, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      record.staff.id,
      record.staff.email,
      record.action,
      record.applicantId ?? null,
      JSON.stringify(record.detail ?? {}),
      record.clientAddress,
      record.userAgent.slice(0, 300),
    ],
  );
}

/** Audit entries, newest first, filtered; `next` is the `before` of the following page. */
export async function auditPage(
  db: Queryable,
  query: AuditFilters,
): Promise<{ entries: AuditEntry[]; next: string | null }> {
  const { params, parameter } = statementParameters();
  const where = ['true'];
  if (query.staff) where.push(`lower(staff_email) = lower(${parameter(query.staff)})`);
  if (query.action) where.push(`action = ${parameter(query.action)}`);
  if (query.applicant_id) where.push(`applicant_id = ${parameter(query.applicant_id)}::uuid`);
  if (query.from) where.push(`at >= (${parameter(query.from)} || 'T00:00:00Z')::timestamptz`);
  if (query.to) {
    where.push(`at < (${parameter(query.to)} || 'T00:00:00Z')::timestamptz + interval '1 day'`);
  }
  if (query.before) where.push(`id < ${parameter(query.before)}`);
  const rows = await db.query<AuditEntry>(
    `SELECT id::text AS id, ${iso('at')} AS at, staff_email AS staff, action,
            applicant_id::text AS applicant_id, detail, client_address
       FROM staff_audit_log l WHERE ${where.join(' AND ')}
      ORDER BY l.id DESC LIMIT ${parameter(query.limit + 1)}`,
    params,
  );
  const page = rows.slice(0, query.limit);
  return {
    entries: page,
    next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The saved answers of the given applicants, by applicant id. */
export async function answersOf(
  db: Queryable,
  applicantIds: readonly string[],
): Promise<Map<string, Record<string, string>>> {
  if (applicantIds.length === 0) return new Map();
  const rows = await db.query<{ applicant_id: string; answers: Record<string, string> }>(
    `SELECT applicant_id, retired_answers || answers AS answers
       FROM applications WHERE applicant_id = ANY($1::uuid[])`,
    [applicantIds],
  );
  return new Map(rows.map((row) => [row.applicant_id, row.answers]));
}
