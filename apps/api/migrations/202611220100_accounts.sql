-- Applicant accounts, their confirmation codes, password-reset links, sessions and log-ins.
-- Secrets (codes, link ids, session ids) are stored only as SHA-256 hashes in hex.
CREATE TABLE applicants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username citext NOT NULL UNIQUE,
  password_hash text NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One live code per account; a new code replaces the old one.
CREATE TABLE confirmation_codes (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0
);

CREATE TABLE password_resets (
  id_hash text PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_resets_applicant ON password_resets (applicant_id);

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_applicant ON sessions (applicant_id);

CREATE TABLE successful_logins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  logged_in_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX successful_logins_applicant ON successful_logins (applicant_id);
