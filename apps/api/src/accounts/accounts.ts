import type { Database, Queryable } from '../db/database';
import { randomCode, randomSecret, sameSecret, sha256Hex } from '../tokens/random';

/** Platform and issue 5: how long a confirmation code and a reset link stay usable. */
export const accountLimits = {
  codeValidHours: 24,
  codeMaxFailures: 5,
  resetLinkValidMinutes: 60,
  /** A sign-up whose code expired this long ago is forgotten; its e-mail can sign up afresh. */
  expiredSignupKeptDays: 30,
} as const;

export interface Applicant {
  id: string;
  username: string;
  password_hash: string;
  confirmed: boolean;
  /** The language chosen on the account (or its sign-up's); null when none. */
  locale: string | null;
}

export async function findApplicant(
  db: Queryable,
  username: string,
  { lock = false } = {},
): Promise<Applicant | undefined> {
  const rows = await db.query<Applicant>(
    `SELECT id, username::text AS username, password_hash, confirmed_at IS NOT NULL AS confirmed,
            locale
       FROM applicants WHERE username = $1${lock ? ' FOR UPDATE' : ''}`,
    [username],
  );
  return rows[0];
}

/**
 * A new account with its empty application, and the language its sign-up was made in when
 * it said one; undefined when the e-mail is already taken.
 */
async function createApplicant(
  db: Queryable,
  username: string,
  passwordHash: string,
  locale: string | null = null,
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO applicants (username, password_hash, locale) VALUES ($1, $2, $3)
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [username, passwordHash, locale],
  );
  const id = rows[0]?.id;
  if (id) await db.query('INSERT INTO applications (applicant_id) VALUES ($1)', [id]);
  return id;
}

/**
 * The account a sign-up is for: a new one with its application, or the existing one, locked.
 * Tried twice: the sweep of accounts never confirmed can remove the existing one between the
 * two statements, and the address is then free.
 */
export async function accountForSignup(
  tx: Queryable,
  username: string,
  passwordHash: string,
  locale: string | null,
): Promise<{ created: string } | { existing: Applicant }> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const created = await createApplicant(tx, username, passwordHash, locale);
    if (created) return { created };
    const existing = await findApplicant(tx, username, { lock: true });
    if (existing) return { existing };
  }
  throw new Error('a sign-up found its account neither free nor there, twice');
}

/** How many of an account's newest pending sign-ups a log in checks the password against. */
const signupsCheckedAtLogin = 10;

/**
 * Records one sign-up of an account still waiting for confirmation, with its own password hash
 * and a fresh code. Returns the code to mail.
 */
export async function startPendingSignup(
  db: Queryable,
  signupId: string,
  applicantId: string,
  passwordHash: string,
): Promise<string> {
  const code = randomCode();
  await db.query(
    `INSERT INTO pending_signups (id, applicant_id, password_hash, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + interval '${accountLimits.codeValidHours} hours')`,
    [signupId, applicantId, passwordHash, sha256Hex(`${signupId}:${code}`)],
  );
  return code;
}

/**
 * A fresh code for one sign-up of the named account, voiding that sign-up's earlier code.
 * Undefined when the sign-up is unknown, not this account's, or the account is confirmed.
 */
export async function reissueSignupCode(
  db: Queryable,
  signupId: string,
  username: string,
): Promise<{ username: string; locale: string | null; code: string } | undefined> {
  const code = randomCode();
  const rows = await db.query<{ username: string; locale: string | null }>(
    `UPDATE pending_signups s
        SET code_hash = $3, expires_at = now() + interval '${accountLimits.codeValidHours} hours',
            failed_attempts = 0
       FROM applicants a
      WHERE s.id = $1 AND a.id = s.applicant_id AND a.username = $2 AND a.confirmed_at IS NULL
      RETURNING a.username::text AS username, a.locale`,
    [signupId, username, sha256Hex(`${signupId}:${code}`)],
  );
  return rows[0] && { username: rows[0].username, locale: rows[0].locale, code };
}

/**
 * Forgets sign-ups whose code expired long ago, so abandoned sign-ups (each with a password
 * hash) do not pile up for ever, then every account never confirmed that has no sign-up left:
 * nobody can log in to it, and an address nobody confirmed is not kept. Recently expired
 * sign-ups stay: their owner can still log in and ask for a new code.
 */
export async function forgetExpiredSignups(database: Database): Promise<void> {
  await database.query(
    `DELETE FROM pending_signups
      WHERE expires_at < now() - make_interval(days => ${accountLimits.expiredSignupKeptDays})`,
  );
  await database.transaction(async (tx) => {
    // Locked first, and an account a sign-up holds right now skipped; the check is then made
    // again with the locks held, so a sign-up that committed meanwhile keeps its account.
    const unconfirmed = await tx.query<{ id: string }>(
      `SELECT a.id FROM applicants a
        WHERE a.confirmed_at IS NULL
          AND a.created_at < now() - make_interval(days => ${accountLimits.expiredSignupKeptDays},
                                                   hours => ${accountLimits.codeValidHours})
          AND NOT EXISTS (SELECT 1 FROM pending_signups s WHERE s.applicant_id = a.id)
        FOR UPDATE SKIP LOCKED`,
    );
    if (unconfirmed.length === 0) return;
    await tx.query(
      `DELETE FROM applicants a
        WHERE a.id = ANY($1::uuid[]) AND a.confirmed_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM pending_signups s WHERE s.applicant_id = a.id)`,
      [unconfirmed.map((row) => row.id)],
    );
  });
}

/** The newest pending sign-ups of an account, for checking a password at log in. */
export async function pendingSignupsOf(
  db: Queryable,
  applicantId: string,
): Promise<{ id: string; password_hash: string }[]> {
  return db.query<{ id: string; password_hash: string }>(
    `SELECT id, password_hash FROM pending_signups WHERE applicant_id = $1
      ORDER BY expires_at DESC LIMIT ${signupsCheckedAtLogin}`,
    [applicantId],
  );
}

export type ConfirmationOutcome = 'confirmed' | 'rejected';

/**
 * Checks a code against the live code of the one sign-up the browser holds. A wrong code counts
 * a failure on that sign-up only, and its fifth voids that sign-up's code, so nobody can spend
 * the owner's tries. The right code makes that sign-up's password the account's and ends every
 * pending sign-up of the account.
 */
export async function confirmAccount(
  db: Queryable,
  signupId: string,
  username: string,
  code: string,
): Promise<ConfirmationOutcome> {
  const rows = await db.query<{
    applicant_id: string;
    password_hash: string;
    code_hash: string | null;
    live: boolean;
  }>(
    `SELECT s.applicant_id, s.password_hash, s.code_hash, s.expires_at > now() AS live
       FROM pending_signups s JOIN applicants a ON a.id = s.applicant_id
      WHERE s.id = $1 AND a.username = $2 AND a.confirmed_at IS NULL
      FOR UPDATE OF a, s`,
    [signupId, username],
  );
  const signup = rows[0];
  if (!signup || !signup.code_hash || !signup.live) return 'rejected';
  if (!sameSecret(sha256Hex(`${signupId}:${code}`), signup.code_hash)) {
    await db.query(
      `UPDATE pending_signups
          SET failed_attempts = failed_attempts + 1,
              code_hash = CASE WHEN failed_attempts + 1 >= $2 THEN NULL ELSE code_hash END
        WHERE id = $1`,
      [signupId, accountLimits.codeMaxFailures],
    );
    return 'rejected';
  }
  await db.query('UPDATE applicants SET password_hash = $2, confirmed_at = now() WHERE id = $1', [
    signup.applicant_id,
    signup.password_hash,
  ]);
  await db.query('DELETE FROM pending_signups WHERE applicant_id = $1', [signup.applicant_id]);
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
  await db.query('DELETE FROM pending_signups WHERE applicant_id = $1', [applicantId]);
  return applicantId;
}

export async function recordLogin(db: Queryable, applicantId: string): Promise<void> {
  await db.query('INSERT INTO successful_logins (applicant_id) VALUES ($1)', [applicantId]);
}

/** The language the applicant chose, or null before any choice. */
export async function applicantLocale(db: Queryable, applicantId: string): Promise<string | null> {
  const rows = await db.query<{ locale: string | null }>(
    'SELECT locale FROM applicants WHERE id = $1',
    [applicantId],
  );
  return rows[0]?.locale ?? null;
}

export async function setApplicantLocale(
  db: Queryable,
  applicantId: string,
  locale: string,
): Promise<void> {
  await db.query('UPDATE applicants SET locale = $2 WHERE id = $1', [applicantId, locale]);
}
