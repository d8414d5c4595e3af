-- The version of the form definition the answers were saved under (null: saved before versions
-- were kept), and the answers a newer definition no longer has a question for: kept, printed for
-- staff, never validated or sent back into the form.
ALTER TABLE applications ADD COLUMN answers_version text;
ALTER TABLE applications ADD COLUMN retired_answers jsonb NOT NULL DEFAULT '{}';
