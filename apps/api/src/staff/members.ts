import type { StaffMember, StaffRole } from '@applykit/api-contract';
import type { Queryable } from '../db/database';
import { randomSecret, sha256Hex } from '../tokens/random';

export const invitationHours = 72;

export interface StaffAccount {
  id: string;
  email: string;
  role: StaffRole;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
}

const accountColumns = `id, email::text AS email, role, password_hash, totp_secret,
  totp_pending_secret, totp_last_step::float8 AS totp_last_step`;

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffAccount | null> {
  const rows = await db.query<StaffAccount>(
    `SELECT ${accountColumns} FROM staff_members WHERE email = $1`,
    [email],
  );
  return rows[0] ?? null;
}

export async function findStaff(db: Queryable, id: string, { lock = false } = {}) {
  const rows = await db.query<StaffAccount>(
    `SELECT ${accountColumns} FROM staff_members WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A new staff member with an invitation to set a password; returns the invitation's raw id, or
 * null when the address already belongs to a staff member who has a password or signs in
 * through the institution. A member invited who has not yet chosen a password is invited
 * again: a new link replaces the earlier ones (an expired link is otherwise a dead end, and
 * for the first admin it would leave the installation with none), with the role given now.
 */
export async function inviteStaff(
  db: Queryable,
  email: string,
  role: StaffRole,
  invitedBy: string | null,
): Promise<string | null> {
  const invited = await db.query<{ id: string }>(
    `INSERT INTO staff_members (email, role, invited_by) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET role = excluded.role, invited_by = excluded.invited_by
       WHERE staff_members.password_hash IS NULL AND staff_members.oidc_subject IS NULL
     RETURNING id`,
    [email, role, invitedBy],
  );
  const staffId = invited[0]?.id;
  if (!staffId) return null;
  await db.query('DELETE FROM staff_invitations WHERE staff_id = $1 AND used_at IS NULL', [
    staffId,
  ]);
  const invitationId = randomSecret();
  await db.query(
    `INSERT INTO staff_invitations (id_hash, staff_id, expires_at)
     VALUES ($1, $2, now() + interval '${invitationHours} hours')`,
    [sha256Hex(invitationId), staffId],
  );
  return invitationId;
}

/**
 * Sets the password of the member a live, unused invitation names and spends it; the member's
 * id, or null for an unknown, used or expired invitation.
 */
export async function acceptInvitation(
  db: Queryable,
  invitationId: string,
  passwordHash: string,
): Promise<string | null> {
  const spent = await db.query<{ staff_id: string }>(
    `UPDATE staff_invitations SET used_at = now()
      WHERE id_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING staff_id`,
    [sha256Hex(invitationId)],
  );
  const staffId = spent[0]?.staff_id;
  if (!staffId) return null;
  await db.query('UPDATE staff_members SET password_hash = $2 WHERE id = $1', [
    staffId,
    passwordHash,
  ]);
  return staffId;
}

export async function startEnrolment(db: Queryable, staffId: string, sealedSecret: string) {
  await db.query('UPDATE staff_members SET totp_pending_secret = $2 WHERE id = $1', [
    staffId,
    sealedSecret,
  ]);
}

/** The pending secret becomes the member's, with fresh recovery codes (hashes given). */
export async function completeEnrolment(
  db: Queryable,
  staffId: string,
  acceptedStep: number,
  recoveryCodeHashes: string[],
): Promise<void> {
  await db.query(
    `UPDATE staff_members
        SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2
      WHERE id = $1`,
    [staffId, acceptedStep],
  );
  await db.query('DELETE FROM staff_recovery_codes WHERE staff_id = $1', [staffId]);
  await db.query(
    `INSERT INTO staff_recovery_codes (staff_id, code_hash) SELECT $1, unnest($2::text[])`,
    [staffId, recoveryCodeHashes],
  );
}

/** Records the time step of an accepted code, unless a newer one was recorded meanwhile. */
export async function recordCodeStep(db: Queryable, staffId: string, step: number) {
  const updated = await db.query(
    `UPDATE staff_members SET totp_last_step = $2
      WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING 1`,
    [staffId, step],
  );
  return updated.length > 0;
}

/** Spends a recovery code; false when it is not one of the member's unused codes. */
export async function spendRecoveryCode(db: Queryable, staffId: string, codeHash: string) {
  const spent = await db.query(
    `UPDATE staff_recovery_codes SET used_at = now()
      WHERE staff_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [staffId, codeHash],
  );
  return spent.length > 0;
}

/**
 * The staff member the identity provider's issuer and subject name, made on the first sign-in
 * and given the claim's role and e-mail address at each one; null when the address belongs to
 * another staff member (nothing is changed then).
 */
export async function identityProviderMember(
  db: Queryable,
  identity: { issuer: string; subject: string; email: string; role: StaffRole },
): Promise<string | null> {
  const { issuer, subject, email, role } = identity;
  await db.query(
    `INSERT INTO staff_members (email, role, oidc_issuer, oidc_subject) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [email, role, issuer, subject],
  );
  const known = await db.query<{ id: string }>(
    'SELECT id FROM staff_members WHERE oidc_issuer = $1 AND oidc_subject = $2 FOR UPDATE',
    [issuer, subject],
  );
  const staffId = known[0]?.id;
  if (!staffId) return null;
  const taken = await db.query('SELECT 1 FROM staff_members WHERE email = $1 AND id <> $2', [
    email,
    staffId,
  ]);
  if (taken.length) return null;
  await db.query('UPDATE staff_members SET email = $2, role = $3 WHERE id = $1', [
    staffId,
    email,
    role,
  ]);
  return staffId;
}

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  return db.query<StaffMember>(
    `SELECT id, email::text AS email, role, (totp_secret IS NOT NULL OR oidc_subject IS NOT NULL) AS active,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at
       FROM staff_members ORDER BY created_at, email`,
  );
}
