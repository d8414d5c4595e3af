-- Lookup directories (issue 8): colleges and high schools searched by name, city or CEEB code.

-- Search compares folded text: no accents, lower case, apostrophes dropped ("Mary's" = "marys"),
-- other ASCII punctuation and runs of spaces made one space. unaccent() is only STABLE (its
-- dictionary could change), so index and generated columns go through this IMMUTABLE wrapper that
-- names the dictionary by schema; a changed unaccent.rules file needs a REINDEX.
CREATE FUNCTION applykit_fold(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT btrim(regexp_replace(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[''’]', '', 'g'), '[!-/:-@\[-`{-~[:space:]]+', ' ', 'g')) $$;

-- One table per category: each search touches only its own indexes.
-- ceeb is the College Board code and the id the lookup answers with. COLLATE "C" lets a btree
-- serve prefix searches (LIKE 'spri%' becomes a range) already in the order suggestions are
-- listed: the primary key for codes, (search_name) for names, (search_city) for cities. The
-- trigram index serves words inside a name and names that contain the text (an import
-- ends with VACUUM: PGlite has no autovacuum to merge the index's pending list, which every
-- search would otherwise read through).
CREATE TABLE lookup_colleges (
  ceeb text COLLATE "C" PRIMARY KEY CHECK (ceeb ~ '^[0-9]{4}$'),
  name text NOT NULL CHECK (name <> ''),
  address_line_1 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'USA',
  -- Rows of the demo directory the server seeds into an empty table; any import removes them.
  is_demo boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_name text COLLATE "C" GENERATED ALWAYS AS (applykit_fold(name)) STORED,
  search_city text COLLATE "C" GENERATED ALWAYS AS (applykit_fold(city)) STORED
);
CREATE INDEX lookup_colleges_name ON lookup_colleges (search_name, ceeb);
CREATE INDEX lookup_colleges_city ON lookup_colleges (search_city, search_name);
CREATE INDEX lookup_colleges_name_trgm ON lookup_colleges USING gin (search_name gin_trgm_ops);

CREATE TABLE lookup_high_schools (
  ceeb text COLLATE "C" PRIMARY KEY CHECK (ceeb ~ '^[0-9]{6}$'),
  name text NOT NULL CHECK (name <> ''),
  address_line_1 text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'USA',
  is_demo boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_name text COLLATE "C" GENERATED ALWAYS AS (applykit_fold(name)) STORED,
  search_city text COLLATE "C" GENERATED ALWAYS AS (applykit_fold(city)) STORED
);
CREATE INDEX lookup_high_schools_name ON lookup_high_schools (search_name, ceeb);
CREATE INDEX lookup_high_schools_city ON lookup_high_schools (search_city, search_name);
CREATE INDEX lookup_high_schools_name_trgm ON lookup_high_schools USING gin (search_name gin_trgm_ops);

-- The distinct words of each directory's folded names, rebuilt by every import: a word typed
-- with a slip ("havard") is corrected to the closest known word ("harvard") before searching
-- again. Resemblance is computed over this short list of words, never over every name.
CREATE TABLE lookup_name_words (
  category text NOT NULL CHECK (category IN ('college_ceeb', 'hs_ceeb')),
  word text COLLATE "C" NOT NULL,
  PRIMARY KEY (category, word)
);
CREATE INDEX lookup_name_words_trgm ON lookup_name_words USING gin (word gin_trgm_ops);
