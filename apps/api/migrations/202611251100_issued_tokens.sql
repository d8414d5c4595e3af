-- Every service and temporary-answer token the server mints, by its id (the JWT's jti), so that
-- staff can revoke one before it expires. A token whose id is not here, or is revoked, opens
-- nothing. Rows are kept past expiry only until the next mint cleans them.
CREATE TABLE issued_tokens (
  jti uuid PRIMARY KEY,
  purpose text NOT NULL,
  subject text NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX issued_tokens_expires_at ON issued_tokens (expires_at);
