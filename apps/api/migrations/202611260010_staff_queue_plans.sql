-- The review queue's plans, from EXPLAIN (ANALYZE, BUFFERS) over 100,000 applications
-- (bench/README.md, staff-queue).
--
-- Every line of the queue joins its applicant to show the e-mail address, only for confirmed
-- applicants: through the primary key that is an index probe and a heap visit per line. This
-- index holds exactly the confirmed applicants with their address, so the join is an index-only
-- scan once the table has been vacuumed (autovacuum does it).
CREATE INDEX applicants_queue_confirmed ON applicants (id) INCLUDE (username)
  WHERE confirmed_at IS NOT NULL;

-- The submitted applications by name (a status filter with the name order, the queue's usual
-- view while reviewing): the keyset walks only submitted rows instead of skipping the started
-- ones one by one through the index of every application.
CREATE INDEX applications_queue_name_submitted
  ON applications ((lower(coalesce(answers ->> 'last_name', '') || ' ' || coalesce(answers ->> 'first_name', ''))), applicant_id)
  WHERE submitted_at IS NOT NULL;
