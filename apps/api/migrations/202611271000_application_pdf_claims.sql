-- A running application PDF build refreshes its row's updated_at every few seconds (its
-- heartbeat) under claimed_by, the job that holds it, as conversions do; attempts counts the
-- builds of this fingerprint across jobs, so a build whose servers keep dying is FAILED by the
-- sweep instead of being passed round them for ever.
ALTER TABLE application_pdfs ADD COLUMN claimed_by text;
ALTER TABLE application_pdfs ADD COLUMN attempts integer NOT NULL DEFAULT 0;

-- The sweep looks for IN_PROGRESS builds whose heartbeat stopped.
CREATE INDEX application_pdfs_in_progress ON application_pdfs (updated_at)
  WHERE status = 'IN_PROGRESS';
