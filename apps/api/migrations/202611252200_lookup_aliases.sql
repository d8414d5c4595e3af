-- Names a school is known by besides its own: the aliases a directory import gives ("UCLA",
-- "Georgia Tech") and the acronym of its name's initials. `lookup_school_aliases` is derived
-- from `lookup_schools` and rebuilt with the word list by every import of a category.
ALTER TABLE lookup_schools ADD COLUMN aliases text[] NOT NULL DEFAULT '{}';

-- The initials of a folded name's words, leaving out the joining words an acronym skips:
-- "university of california los angeles" gives "ucla", "new york university" "nyu".
CREATE FUNCTION applykit_initials(text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT string_agg(left(word, 1), '' ORDER BY position)
        FROM unnest(string_to_array($1, ' ')) WITH ORDINALITY AS words(word, position)
       WHERE word NOT IN ('of', 'the', 'at', 'and', 'in', 'for', 'on', 'de', 'del', 'la', 'le', 'du', 'des', 'y', 'et') $$;

-- The school's columns a suggestion shows are copied beside each alias: a suggestion is then
-- one index scan of this table, like a name, with no join to plan for every keystroke.
CREATE TABLE lookup_school_aliases (
  category text NOT NULL,
  ceeb text COLLATE "C" NOT NULL,
  -- true: the initials of the name's words; false: an alias from the directory file.
  acronym boolean NOT NULL,
  search_alias text COLLATE "C" NOT NULL,
  name text NOT NULL,
  city text NOT NULL,
  state text NOT NULL,
  country text NOT NULL,
  search_name text COLLATE "C" NOT NULL,
  -- Leads with the category and kind: aliases are searched by prefix, acronyms by equality.
  PRIMARY KEY (category, acronym, search_alias, ceeb),
  FOREIGN KEY (category, ceeb) REFERENCES lookup_schools ON DELETE CASCADE
);
-- Acronyms of two letters or more for the schools already loaded (no file had aliases yet).
INSERT INTO lookup_school_aliases
  (category, ceeb, acronym, search_alias, name, city, state, country, search_name)
SELECT category, ceeb, true, applykit_initials(search_name), name, city, state, country, search_name
  FROM lookup_schools
 WHERE length(applykit_initials(search_name)) >= 2;

-- How many names of the category hold each word: a typing slip is read as the most common word
-- it could be a slip of ("scool" is "school" before "scoville").
ALTER TABLE lookup_name_words ADD COLUMN names integer NOT NULL DEFAULT 0;
DELETE FROM lookup_name_words;
INSERT INTO lookup_name_words (category, word, names)
SELECT category, word, count(DISTINCT ceeb)
  FROM lookup_schools, unnest(string_to_array(search_name, ' ')) AS word
 WHERE length(word) >= 3
 GROUP BY category, word;
