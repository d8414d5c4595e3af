-- The review queue: who marked an application reviewed, staff notes (never shown to the
-- applicant), the append-only audit log of staff reads, and the indexes the queue's search,
-- filters and keyset pages use (docs/staff.md).
CREATE TABLE application_reviews (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  reviewed_at timestamptz NOT NULL DEFAULT now(),
  reviewed_by uuid NOT NULL REFERENCES staff_members (id),
  reviewed_by_email text NOT NULL
);

CREATE TABLE staff_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  staff_id uuid NOT NULL REFERENCES staff_members (id),
  staff_email text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_notes_applicant ON staff_notes (applicant_id, created_at);

-- Who did what, when, from where. No foreign keys: an entry outlives the staff member and the
-- application it names. Rows are only ever added (the trigger below refuses the rest).
CREATE TABLE staff_audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  staff_id uuid NOT NULL,
  staff_email text NOT NULL,
  action text NOT NULL,
  applicant_id uuid,
  detail jsonb NOT NULL DEFAULT '{}',
  client_address text NOT NULL,
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX staff_audit_log_at ON staff_audit_log (at DESC, id DESC);
CREATE INDEX staff_audit_log_staff ON staff_audit_log (staff_email, at DESC);
CREATE INDEX staff_audit_log_applicant ON staff_audit_log (applicant_id, at DESC);

CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the staff audit log is append-only';
END
$$;
CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();

-- The queue's orders (keyset: the order's value, then the applicant id) and its search.
CREATE INDEX applications_queue_submitted
  ON applications ((coalesce(submitted_at, '-infinity'::timestamptz)), applicant_id);
CREATE INDEX applications_queue_name
  ON applications ((lower(coalesce(answers ->> 'last_name', '') || ' ' || coalesce(answers ->> 'first_name', ''))), applicant_id);
CREATE INDEX applications_queue_name_search
  ON applications USING gin ((lower(coalesce(answers ->> 'first_name', '') || ' ' || coalesce(answers ->> 'last_name', ''))) gin_trgm_ops);
CREATE INDEX applications_queue_answers ON applications USING gin (answers jsonb_path_ops);
CREATE INDEX applicants_username_search ON applicants USING gin ((lower(username::text)) gin_trgm_ops);
