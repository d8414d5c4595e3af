-- One school directory instead of two tables of the same shape (duplicate D8): colleges and high
-- schools become rows of lookup_schools told apart by `category`, the lookup's own category
-- value. Every index leads with the category, so a search still reads only its directory.
-- Existing rows move across unchanged; updated_at keeps when each was last imported.
CREATE TABLE lookup_schools (
  category text NOT NULL CHECK (category IN ('college_ceeb', 'hs_ceeb')),
  ceeb text COLLATE "C" NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  address_line_1 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'USA',
  -- Rows of the demo directory the server seeds into an empty category; any import removes them.
  is_demo boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_name text COLLATE "C" GENERATED ALWAYS AS (applykit_fold(name)) STORED,
  search_city text COLLATE "C" GENERATED ALWAYS AS (applykit_fold(city)) STORED,
  PRIMARY KEY (category, ceeb),
  -- College Board codes: 4 digits for colleges, 6 for high schools.
  CHECK (ceeb ~ CASE category WHEN 'college_ceeb' THEN '^[0-9]{4}$' ELSE '^[0-9]{6}$' END)
);
-- Same roles as before (see 202611220200_lookup.sql): btrees in COLLATE "C" serve prefixes in
-- listing order; the trigram index serves words inside a name. pg_trgm's GIN cannot lead with
-- the category without btree_gin, so that branch filters the category on the rows it finds.
CREATE INDEX lookup_schools_name ON lookup_schools (category, search_name, ceeb);
CREATE INDEX lookup_schools_city ON lookup_schools (category, search_city, search_name);
CREATE INDEX lookup_schools_name_trgm ON lookup_schools USING gin (search_name gin_trgm_ops);

INSERT INTO lookup_schools (category, ceeb, name, address_line_1, city, state, zip, country, is_demo, updated_at)
SELECT 'college_ceeb', ceeb, name, address_line_1, city, state, zip, country, is_demo, updated_at
  FROM lookup_colleges;
INSERT INTO lookup_schools (category, ceeb, name, address_line_1, city, state, zip, country, is_demo, updated_at)
SELECT 'hs_ceeb', ceeb, name, address_line_1, city, state, zip, country, is_demo, updated_at
  FROM lookup_high_schools;

DROP TABLE lookup_colleges;
DROP TABLE lookup_high_schools;
