-- Every server process keeps each category's word list (`lookup_name_words`) in memory and
-- corrects slips there. Each rebuild of a list counts its generation up; a search reads the
-- generation in the statement that uses a correction, and a process whose copy is older reads
-- the list again. A category without a row is at generation 0.
CREATE TABLE lookup_word_lists (
  category text PRIMARY KEY CHECK (category IN ('college_ceeb', 'hs_ceeb')),
  generation bigint NOT NULL
);
-- The nearest word is found in memory now: nothing reads the trigram index of the words.
DROP INDEX lookup_name_words_nearest;
