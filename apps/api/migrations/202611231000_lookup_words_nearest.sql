-- Correcting a slip asks for the one known word nearest to what was typed. A GiST trigram index
-- answers that by walking toward it (`ORDER BY word <-> typed`, about 1 ms over 3,000 words in
-- PGlite); the GIN index had to fetch and rank every word sharing a trigram, as slow as reading
-- the whole list (6 ms), which put slips past the lookup's 10 ms budget.
DROP INDEX lookup_name_words_trgm;
CREATE INDEX lookup_name_words_nearest ON lookup_name_words USING gist (word gist_trgm_ops);
