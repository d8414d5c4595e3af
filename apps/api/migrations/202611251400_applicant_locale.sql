-- The language an applicant chose in the portal (a language tag); null until they choose one.
ALTER TABLE applicants ADD COLUMN locale text;
