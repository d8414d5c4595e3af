-- A code belongs to the sign-up that asked for it, not to the account: each sign-up of an address
-- not yet confirmed keeps its own password hash and code, and confirming with that code makes
-- that sign-up's password the account's. A later sign-up can therefore never change the
-- password that the owner's code confirms. The browser that signed up holds the row's id in a
-- signed cookie. A code voided by wrong guesses leaves the row (code_hash NULL) so that a resend
-- can give it a new one.
CREATE TABLE pending_signups (
  id uuid PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  code_hash text,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0
);
CREATE INDEX pending_signups_applicant ON pending_signups (applicant_id);

-- A live code of an account still waiting keeps working: its hash was made with the account's id,
-- so the moved row takes that id, and the account's current password as its own. The owner's
-- browser binds to it by logging in with that password.
INSERT INTO pending_signups (id, applicant_id, password_hash, code_hash, expires_at, failed_attempts)
SELECT c.applicant_id, c.applicant_id, a.password_hash, c.code_hash, c.expires_at, c.failed_attempts
  FROM confirmation_codes c JOIN applicants a ON a.id = c.applicant_id
 WHERE a.confirmed_at IS NULL;

DROP TABLE confirmation_codes;
