-- Documents (issue 6). applicant_id is the accounts' applicant id as text, so this file does not
-- depend on the order in which the accounts tables are created.

-- Answered documents: a conversion that COMPLETED is promoted here; the converted PDF is what
-- the application PDF appends.
CREATE TABLE document_answers (
  applicant_id text NOT NULL,
  answer_key text NOT NULL,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  upload_key text NOT NULL,
  pdf_key text NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (applicant_id, answer_key)
);

-- The latest conversion asked for per question. A newer upload replaces the row; the job that
-- finds its file_key no longer here gives up quietly.
CREATE TABLE document_conversions (
  applicant_id text NOT NULL,
  answer_key text NOT NULL,
  file_key text NOT NULL,
  file_name text NOT NULL,
  file_size integer NOT NULL,
  status text NOT NULL CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
  reason text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (applicant_id, answer_key)
);

-- The whole-application PDF, one per applicant, reused while `fingerprint` (a hash of the
-- answers and documents it was built from) still matches.
CREATE TABLE application_pdfs (
  applicant_id text PRIMARY KEY,
  fingerprint text NOT NULL,
  status text NOT NULL CHECK (status IN ('UNPROCESSED', 'IN_PROGRESS', 'COMPLETED', 'FAILED')),
  reason text,
  object_key text,
  built_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The HMAC secret of upload policies and download links when FILE_SIGNING_SECRET is unset.
CREATE TABLE document_signing_secret (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
