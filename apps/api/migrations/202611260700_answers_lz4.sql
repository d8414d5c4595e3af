-- A save rewrites the whole answer set (about 20 KB for an applicant far along), so its
-- compression runs on every save: lz4 compresses several times faster than the default pglz,
-- at a little more space. A server built without lz4 (the embedded one) keeps pglz.
DO $$
BEGIN
  ALTER TABLE applications ALTER COLUMN answers SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END
$$;
