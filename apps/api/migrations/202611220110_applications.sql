-- One application per applicant: answers, the latest validation errors, navigation and the
-- tab and add-another choices. A submitted application (submitted_at set) is read-only.
CREATE TABLE applications (
  applicant_id uuid PRIMARY KEY REFERENCES applicants (id) ON DELETE CASCADE,
  answers jsonb NOT NULL DEFAULT '{}',
  validation_errors jsonb NOT NULL DEFAULT '{}',
  last_page text,
  tabs jsonb NOT NULL DEFAULT '{}',
  add_another jsonb NOT NULL DEFAULT '{}',
  submitted_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each web status an application has reached; the client counts them.
CREATE TABLE web_statuses (
  applicant_id uuid NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  web_status text NOT NULL CHECK (web_status IN ('started', 'validating', 'submitted')),
  reached_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (applicant_id, web_status)
);

-- Prefilled answer sets that staff hand out as ?token= links.
CREATE TABLE temporary_answer_sets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
