-- Log-in attempts per e-mail address given (whether or not an account has it), since the last
-- successful log in: past a few free attempts, each next one must wait longer (see
-- src/accounts/login-backoff.ts). Rows untouched for an hour are forgotten.
CREATE TABLE login_backoff (
  username citext PRIMARY KEY,
  attempts integer NOT NULL,
  retry_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX login_backoff_updated_at ON login_backoff (updated_at);
