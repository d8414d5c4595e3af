-- Rate-limit counters of the public account calls, shared by every server process on this
-- database. One row per key (call, address or e-mail) and fixed window; rows past their window
-- are deleted periodically by the server.
CREATE TABLE attempt_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX attempt_counters_expires_at ON attempt_counters (expires_at);
