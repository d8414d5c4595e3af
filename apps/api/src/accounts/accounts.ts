import type { Queryable } from '../db/database';
import { randomCode, randomSecret, sha256Hex } from '../tokens/random';

/** Platform and issue 5: how long a confirmation code and a reset link stay usable. */
export const accountLimits = {
  codeValidHours: 24,
  codeMaxFailures: 5,
  resetLinkValidMinutes: 60,
} as const;

export interface Applicant {
  id: string;
  username: string;
  password_hash: string;
  confirmed: boolean;
}

export async function findApplicant(
  db: Queryable,
  username: string,
  { lock = false } = {},
): Promise<Applicant | undefined> {
  const rows = await db.query<Applicant>(
    `SELECT id, username::text AS username, password_hash, confirmed_at IS NOT NULL AS confirmed
       FROM applicants WHERE username = $1${lock ? ' FOR UPDATE' : ''}`,
    [username],
  );
  return rows[0];
}

/** A new account with its empty application; undefined when the e-mail is already taken. */
export async function createApplicant(
  db: Queryable,
  username: string,
  passwordHash: string,
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO applicants (username, password_hash) VALUES ($1, $2)
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [username, passwordHash],
  );
  const id = rows[0]?.id;
  if (id) await db.query('INSERT INTO applications (applicant_id) VALUES ($1)', [id]);
  return id;
}

export async function setPassword(db: Queryable, applicantId: string, passwordHash: string) {
  await db.query('UPDATE applicants SET password_hash = $2 WHERE id = $1', [
    applicantId,
    passwordHash,
  ]);
}

/** A fresh code for the account, voiding any earlier one. Returns the code to mail. */
export async function issueConfirmationCode(db: Queryable, applicantId: string): Promise<string> {
  const code = randomCode();
  await db.query(
    `INSERT INTO confirmation_codes (applicant_id, code_hash, expires_at)
     VALUES ($1, $2, now() + interval '${accountLimits.codeValidHours} hours')
     ON CONFLICT (applicant_id) DO UPDATE
       SET code_hash = excluded.code_hash, expires_at = excluded.expires_at, failed_attempts = 0`,
    [applicantId, sha256Hex(`${applicantId}:${code}`)],
  );
  return code;
}

export type ConfirmationOutcome = 'confirmed' | 'rejected';

/**
 * Checks a code against the account's live one. A wrong code counts a failure, and the fifth
 * voids the code; the count is kept even though the reply is an error.
 */
export async function confirmAccount(
  db: Queryable,
  username: string,
  code: string,
): Promise<ConfirmationOutcome> {
  const rows = await db.query<{
    id: string;
    confirmed: boolean;
    code_hash: string | null;
    live: boolean | null;
  }>(
    `SELECT a.id, a.confirmed_at IS NOT NULL AS confirmed, c.code_hash, c.expires_at > now() AS live
       FROM applicants a LEFT JOIN confirmation_codes c ON c.applicant_id = a.id
      WHERE a.username = $1 FOR UPDATE OF a`,
    [username],
  );
  const account = rows[0];
  if (!account || account.confirmed || !account.code_hash || !account.live) return 'rejected';
  if (sha256Hex(`${account.id}:${code}`) !== account.code_hash) {
    const [counted] = await db.query<{ failed_attempts: number }>(
      `UPDATE confirmation_codes SET failed_attempts = failed_attempts + 1
        WHERE applicant_id = $1 RETURNING failed_attempts`,
      [account.id],
    );
    if (counted && counted.failed_attempts >= accountLimits.codeMaxFailures) {
      await db.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [account.id]);
    }
    return 'rejected';
  }
  await db.query('UPDATE applicants SET confirmed_at = now() WHERE id = $1', [account.id]);
  await db.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [account.id]);
  return 'confirmed';
}

/** A single-use reset link id for the account. Returns the raw id to mail. */
export async function issuePasswordReset(db: Queryable, applicantId: string): Promise<string> {
  const id = randomSecret();
  await db.query(
    `INSERT INTO password_resets (id_hash, applicant_id, expires_at)
     VALUES ($1, $2, now() + interval '${accountLimits.resetLinkValidMinutes} minutes')`,
    [sha256Hex(id), applicantId],
  );
  return id;
}

/**
 * Uses a reset link: the new password is set, every link of the account is spent, and the
 * account counts as confirmed (the link proved the mailbox). Returns the account's id, or
 * undefined for a link that is unknown, spent, expired or not this account's.
 */
export async function resetPassword(
  db: Queryable,
  username: string,
  resetId: string,
  passwordHash: string,
): Promise<string | undefined> {
  const rows = await db.query<{ applicant_id: string }>(
    `SELECT r.applicant_id FROM password_resets r JOIN applicants a ON a.id = r.applicant_id
      WHERE r.id_hash = $1 AND a.username = $2 AND r.used_at IS NULL AND r.expires_at > now()
      FOR UPDATE OF r, a`,
    [sha256Hex(resetId), username],
  );
  const applicantId = rows[0]?.applicant_id;
  if (!applicantId) return undefined;
  await db.query(
    'UPDATE applicants SET password_hash = $2, confirmed_at = coalesce(confirmed_at, now()) WHERE id = $1',
    [applicantId, passwordHash],
  );
  await db.query(
    'UPDATE password_resets SET used_at = now() WHERE applicant_id = $1 AND used_at IS NULL',
    [applicantId],
  );
  await db.query('DELETE FROM confirmation_codes WHERE applicant_id = $1', [applicantId]);
  return applicantId;
}

export async function recordLogin(db: Queryable, applicantId: string): Promise<void> {
  await db.query('INSERT INTO successful_logins (applicant_id) VALUES ($1)', [applicantId]);
}
