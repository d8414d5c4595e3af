-- Admissions staff: their own accounts, invitations, second factor and sessions, apart from the
-- applicants' (docs/staff.md). Secrets (session ids, invitation ids, recovery codes) are kept
-- only as SHA-256 hashes; the authenticator secret is encrypted with a key of the server's.
CREATE TABLE staff_members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email citext NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('reader', 'admin')),
  -- Null until the invitation is accepted.
  password_hash text,
  -- The enrolled authenticator's secret; null until enrolment is confirmed.
  totp_secret text,
  -- An enrolment started and not yet confirmed with a code.
  totp_pending_secret text,
  -- The last time step a code was accepted for: a code is never accepted twice.
  totp_last_step bigint,
  invited_by uuid REFERENCES staff_members (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_invitations (
  id_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_invitations_staff ON staff_invitations (staff_id);

CREATE TABLE staff_recovery_codes (
  staff_id uuid NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (staff_id, code_hash)
);

-- A session is 'second-factor' or 'enrolment' after the password, 'signed-in' after the code.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff_members (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('second-factor', 'enrolment', 'signed-in')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
