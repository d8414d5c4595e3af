-- A running conversion refreshes its row's updated_at every few seconds (its heartbeat), and
-- claimed_by names the job attempt that holds it (the pg-boss job id, which a retry of the same
-- job keeps). A row IN_PROGRESS with a fresh heartbeat under another job is not started again;
-- one whose heartbeat stopped belonged to a process that died, and is queued again.
ALTER TABLE document_conversions ADD COLUMN claimed_by text;

-- The conversion sweep looks for IN_PROGRESS rows whose heartbeat stopped.
CREATE INDEX document_conversions_in_progress ON document_conversions (updated_at)
  WHERE status = 'IN_PROGRESS';
