-- Documents belong to an applicant account (issue 6): applicant_id becomes the accounts' uuid
-- with a foreign key, so deleting an applicant deletes their document rows too. Their stored
-- files are then referred to by nothing and the orphan sweep removes them after its grace
-- period. Rows that name no applicant (not a uuid, or an account already gone) could never be
-- reached again and are deleted first, so the key can be added.

DELETE FROM document_answers d
 WHERE CASE
         WHEN d.applicant_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           THEN NOT EXISTS (SELECT 1 FROM applicants a WHERE a.id = d.applicant_id::uuid)
         ELSE true
       END;

DELETE FROM document_conversions c
 WHERE CASE
         WHEN c.applicant_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           THEN NOT EXISTS (SELECT 1 FROM applicants a WHERE a.id = c.applicant_id::uuid)
         ELSE true
       END;

DELETE FROM application_pdfs p
 WHERE CASE
         WHEN p.applicant_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
           THEN NOT EXISTS (SELECT 1 FROM applicants a WHERE a.id = p.applicant_id::uuid)
         ELSE true
       END;

ALTER TABLE document_answers
  ALTER COLUMN applicant_id TYPE uuid USING applicant_id::uuid,
  ADD CONSTRAINT document_answers_applicant_fk
    FOREIGN KEY (applicant_id) REFERENCES applicants (id) ON DELETE CASCADE;

ALTER TABLE document_conversions
  ALTER COLUMN applicant_id TYPE uuid USING applicant_id::uuid,
  ADD CONSTRAINT document_conversions_applicant_fk
    FOREIGN KEY (applicant_id) REFERENCES applicants (id) ON DELETE CASCADE;

ALTER TABLE application_pdfs
  ALTER COLUMN applicant_id TYPE uuid USING applicant_id::uuid,
  ADD CONSTRAINT application_pdfs_applicant_fk
    FOREIGN KEY (applicant_id) REFERENCES applicants (id) ON DELETE CASCADE;

-- The orphan sweep asks whether any row refers to a stored object, by key.
CREATE INDEX document_answers_upload_key ON document_answers (upload_key);
CREATE INDEX document_answers_pdf_key ON document_answers (pdf_key);
CREATE INDEX document_conversions_file_key ON document_conversions (file_key);
CREATE INDEX application_pdfs_object_key ON application_pdfs (object_key);
