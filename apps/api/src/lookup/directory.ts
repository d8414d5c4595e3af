import type { LookupSuggestion, SchoolRecord } from '@applykit/api-contract';
import {
  aliasSeparator,
  directoryCategories,
  directoryColumns,
  type DirectoryCategory,
  type DirectoryRow,
} from './categories';
import type { Database, Queryable } from '../db/database';
import { countryName } from './places';
import { demoDirectory } from './demo';
import { foldText } from './text';

/**
 * Fewer folded characters than this suggest nothing: one letter matches a large part of any
 * directory, and the widget shows nothing useful for it.
 */
const minimumSearchLength = 2;
/** From this length a word inside a name counts as a prefix match. */
const innerWordFromLength = 3;
/**
 * From this length, when nothing starts with the text, names that contain it or resemble it
 * are searched: shorter text resembles too much of the directory to be worth the time.
 */
const fuzzyFromLength = 5;
/** Words shorter than this are left as typed: too many words resemble them. */
const correctFromLength = 4;
/** How many words each typed word may be a slip of, commonest first, are tried. */
const slipCandidates = 5;
/**
 * Words shorter than this are read only as missing a letter ("hg" for high): other slips of
 * them are a letter away from too many words.
 */
const slipFromLength = 3;

/**
 * Suggestions for what the applicant typed, best first:
 * 0. the CEEB code typed in full;
 * 1. names and aliases that start with the text;
 * 2. the acronym of a name (its initials) typed in full;
 * 3. names with a later word that starts with it (from three characters), cities that start
 *    with it, CEEB codes that start with it;
 * each tier alphabetically (inner words: the first found). Only when nothing matched, and from
 * five characters: names that contain the text; failing that, the text with each unknown word
 * replaced by the closest word of the directory's names (pg_trgm similarity), searched again,
 * which forgives a typo; failing that, names in which each of its words begins a word, in
 * order ("spring coll"); failing that, one typing slip undone in one word.
 * Case, accents and punctuation never matter: both sides go through applykit_fold().
 */
export async function suggestSchools(
  database: Queryable,
  category: DirectoryCategory,
  text: string,
  limit: number,
): Promise<LookupSuggestion[]> {
  const folded = await fold(database, text);
  if (folded.length < minimumSearchLength) return [];
  let rows = await startingWith(database, category, folded, limit);
  if (rows.length === 0 && folded.length >= fuzzyFromLength) {
    rows = await containing(database, category, folded, limit);
    if (rows.length === 0) {
      const corrected = await correctWords(database, category, folded);
      if (corrected !== folded) rows = await startingWith(database, category, corrected, limit);
      if (rows.length === 0 && corrected.includes(' '))
        rows = await wordsBeginning(database, category, corrected, limit);
      if (rows.length === 0) rows = await withOneSlip(database, category, folded, limit);
    }
  }
  return rows.map((row) => ({ text: row.name, id: row.ceeb, sub_text: describeSchool(row) }));
}

const columns = 'ceeb, name, city, state, country';

/**
 * The text as applykit_fold() folds it, passed to the searches as a plain constant. foldText()
 * agrees with it on ASCII, which unaccent leaves alone; other text asks the database, whose
 * unaccent rules know more than Unicode decomposition ("ß" is "ss", "Ø" is "o").
 */
async function fold(db: Queryable, text: string): Promise<string> {
  const local = foldText(text);
  if (local.length < minimumSearchLength || /^\p{ASCII}*$/u.test(text)) return local;
  const [row] = await db.query<{ folded: string }>('SELECT applykit_fold($1) AS folded', [text]);
  return row?.folded ?? '';
}

/** Tiers 0 to 2: one statement of index scans, each stopped at `limit`. */
async function startingWith(
  db: Queryable,
  category: DirectoryCategory,
  folded: string,
  limit: number,
): Promise<DirectoryRow[]> {
  // The btrees serve prefixes in order; the trigram index serves a word inside a name, and
  // that branch takes the first rows it finds rather than sorting thousands of "… High School"
  // to list five. Only the branches the text can match are sent, since PGlite's time per call
  // is mostly planning, which grows with every branch: codes when the text is digits, inner
  // words from three characters (two letters read most of the index), an acronym when it is
  // one word of letters.
  const digits = /^\d+$/.test(folded);
  const branches = [
    digits &&
      `(SELECT 0 AS tier, ${columns}, search_name FROM lookup_schools
         WHERE category = $3 AND ceeb = $1)`,
    `(SELECT 1 AS tier, ${columns}, search_name FROM lookup_schools
       WHERE category = $3 AND search_name LIKE $1 || '%' ORDER BY search_name, ceeb LIMIT $2)`,
    `(SELECT 1 AS tier, ${columns}, search_name FROM lookup_school_aliases
       WHERE category = $3 AND NOT acronym AND search_alias LIKE $1 || '%'
       ORDER BY search_alias, ceeb LIMIT $2)`,
    !digits &&
      !folded.includes(' ') &&
      `(SELECT 2 AS tier, ${columns}, search_name FROM lookup_school_aliases
         WHERE category = $3 AND acronym AND search_alias = $1 ORDER BY search_name, ceeb LIMIT $2)`,
    folded.length >= innerWordFromLength &&
      `(SELECT 3 AS tier, ${columns}, search_name FROM lookup_schools
         WHERE category = $3 AND search_name LIKE '% ' || $1 || '%' LIMIT $2)`,
    `(SELECT 3 AS tier, ${columns}, search_name FROM lookup_schools
       WHERE category = $3 AND search_city LIKE $1 || '%' ORDER BY search_city, search_name LIMIT $2)`,
    digits &&
      `(SELECT 3 AS tier, ${columns}, search_name FROM lookup_schools
         WHERE category = $3 AND ceeb LIKE $1 || '%' ORDER BY ceeb LIMIT $2)`,
  ].filter(Boolean);
  const ranked = await db.query<DirectoryRow>(
    `${branches.join(' UNION ALL ')} ORDER BY tier, search_name, ceeb`,
    [folded, limit, category],
  );
  const found = new Map<string, DirectoryRow>();
  for (const row of ranked) if (!found.has(row.ceeb)) found.set(row.ceeb, row);
  return [...found.values()].slice(0, limit);
}

/** Names with the text anywhere, as in "ville" for Louisville: the trigram index finds them. */
function containing(
  db: Queryable,
  category: DirectoryCategory,
  folded: string,
  limit: number,
): Promise<DirectoryRow[]> {
  return db.query<DirectoryRow>(
    `SELECT ${columns} FROM lookup_schools
      WHERE category = $3 AND search_name LIKE '%' || $1 || '%' LIMIT $2`,
    [folded, limit, category],
  );
}

/**
 * Names in which each typed word begins a word, in the typed order: "spring coll" finds
 * Springfield College, "blue ridg college" Blue Ridge College. The trigram index finds
 * candidates for the first pattern; the second keeps those where every word starts a word.
 * The first ones found, listed alphabetically.
 */
async function wordsBeginning(
  db: Queryable,
  category: DirectoryCategory,
  folded: string,
  limit: number,
): Promise<DirectoryRow[]> {
  const words = folded.split(' ').join('% ');
  return db.query<DirectoryRow>(
    `SELECT ${columns} FROM (
       SELECT ${columns}, search_name FROM lookup_schools
        WHERE category = $3 AND search_name LIKE $1 AND (' ' || search_name) LIKE $2 LIMIT $4
     ) found ORDER BY search_name, ceeb`,
    [`%${words}%`, `% ${words}%`, category, limit],
  );
}

/**
 * The text with every word that begins no word of the directory's names replaced by the most
 * similar one that does exist: "havard univ" becomes "harvard univ". Short words stay as typed.
 * One statement for all the words, each answered by an index: the btree finds the first known
 * word at or after the typed one (a prefix match if it starts with it), the GiST trigram index
 * walks to the nearest word.
 */
async function correctWords(
  db: Queryable,
  category: DirectoryCategory,
  folded: string,
): Promise<string> {
  const [corrected] = await db.query<{ words: string[] }>(
    `SELECT array_agg(
        CASE WHEN length(typed.word) < $3 OR (
               SELECT starts_with(known.word, typed.word) FROM lookup_name_words known
                WHERE known.category = $1 AND known.word >= typed.word
                ORDER BY known.word LIMIT 1)
             THEN typed.word
             ELSE coalesce((
               SELECT closest.word FROM lookup_name_words closest
                WHERE closest.category = $1 AND closest.word % typed.word
                ORDER BY closest.word <-> typed.word, closest.word LIMIT 1), typed.word)
        END ORDER BY typed.position) AS words
       FROM unnest($2::text[]) WITH ORDINALITY AS typed(word, position)`,
    [category, folded.split(' '), correctFromLength],
  );
  return corrected ? corrected.words.join(' ') : folded;
}

/**
 * Names that begin with the text once one slip in one of its words is undone: a letter missing,
 * one too many, a wrong one, or two swapped ("est almo" for East Almond, "manati cho" for Manati
 * School). Each typed word is read in turn as the slipped one and replaced by each of the five
 * commonest words of the directory's names it could be a slip of (as their beginning: the last
 * word is still being typed); the other words stay as typed. One statement finds the words (a
 * regular expression over the short word list, read through: its trigram index would cost
 * more), one statement of btree range scans finds the names; guesses are listed in the order of the words, then the commoner word first.
 */
async function withOneSlip(
  db: Queryable,
  category: DirectoryCategory,
  folded: string,
  limit: number,
): Promise<DirectoryRow[]> {
  const typed = folded.split(' ');
  const candidates = await db.query<{ position: number; word: string }>(
    `SELECT typed.position::int AS position, candidate.word
       FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS typed(word, pattern, position),
       LATERAL (
         SELECT known.word, known.names FROM lookup_name_words known
          WHERE known.category = $1 AND regexp_like(known.word, typed.pattern)
            AND NOT starts_with(known.word, typed.word)
          ORDER BY known.names DESC, known.word LIMIT $4) candidate
      ORDER BY typed.position, candidate.names DESC, candidate.word`,
    [category, typed, typed.map(slipPattern), slipCandidates],
  );
  const guesses = candidates.map(({ position, word }) => typed.with(position - 1, word).join(' '));
  if (guesses.length === 0) return [];
  // A range, not LIKE: its bounds come from the guesses, and a btree serves a range with bounds
  // from another table where LIKE needs a constant. U+10FFFF sorts after any character.
  const rows = await db.query<DirectoryRow>(
    `SELECT found.* FROM unnest($3::text[]) WITH ORDINALITY AS guess(text, position),
       LATERAL (
         SELECT ${columns}, search_name FROM lookup_schools
          WHERE category = $1 AND search_name >= guess.text
            AND search_name < guess.text || chr(1114111)
          ORDER BY search_name, ceeb LIMIT $2) found
      ORDER BY guess.position, found.search_name, found.ceeb LIMIT $2`,
    [category, limit, guesses],
  );
  const unique = new Map<string, DirectoryRow>();
  for (const row of rows) if (!unique.has(row.ceeb)) unique.set(row.ceeb, row);
  return [...unique.values()];
}

/**
 * A regular expression for the words a typed word is one slip away from, as their beginning.
 * Folded text holds letters, digits and spaces only, so the word needs no escaping.
 */
function slipPattern(word: string): string {
  const readings = new Set<string>();
  for (let at = 0; at < word.length; at++) {
    const before = word.slice(0, at);
    readings.add(`${before}.${word.slice(at)}`); // a letter missing
    if (word.length < slipFromLength) continue;
    readings.add(`${before}.${word.slice(at + 1)}`); // a wrong letter
    if (word.length > slipFromLength) readings.add(before + word.slice(at + 1)); // one too many
    if (at + 1 < word.length) readings.add(before + word[at + 1] + word[at] + word.slice(at + 2));
  }
  return `^(${[...readings].join('|')})`;
}

/** "Baltimore, MD · CEEB 5401"; the country is named when it is not the United States. */
function describeSchool(row: Pick<DirectoryRow, 'ceeb' | 'city' | 'state' | 'country'>): string {
  const place = [row.city, row.state, row.country === 'USA' ? '' : countryName(row.country)]
    .filter(Boolean)
    .join(', ');
  return place ? `${place} · CEEB ${row.ceeb}` : `CEEB ${row.ceeb}`;
}

export async function findSchool(
  db: Queryable,
  category: DirectoryCategory,
  ceeb: string,
): Promise<SchoolRecord | undefined> {
  const [row] = await db.query<SchoolRecord>(
    `SELECT name, ceeb, address_line_1, city, state, zip, country FROM lookup_schools
      WHERE category = $1 AND ceeb = $2`,
    [category, ceeb],
  );
  return row;
}

export interface DirectoryWrite {
  /** Rows of the file whose CEEB code was new to the directory. */
  added: number;
  /** Rows of the file that replaced the entry with the same CEEB code. */
  updated: number;
  /** Entries not in the file, deleted by a replace. */
  removed: number;
  /** Demo entries deleted: any import of real data ends the demo directory. */
  demoRemoved: number;
}

/**
 * Writes validated rows in one transaction: `merge` inserts new CEEB codes and updates known
 * ones; `replace` also deletes every entry the file does not have. A failure changes nothing.
 */
export async function writeDirectory(
  database: Database,
  category: DirectoryCategory,
  rows: DirectoryRow[],
  mode: 'merge' | 'replace',
): Promise<DirectoryWrite> {
  const result = await database.transaction(async (tx) => {
    const existing = await tx.query<{ ceeb: string; is_demo: boolean }>(
      'SELECT ceeb, is_demo FROM lookup_schools WHERE category = $1',
      [category],
    );
    const incoming = new Set(rows.map((row) => row.ceeb));
    const counts: DirectoryWrite = { added: rows.length, updated: 0, removed: 0, demoRemoved: 0 };
    for (const entry of existing) {
      if (incoming.has(entry.ceeb)) {
        counts.added--;
        counts.updated++;
      } else if (entry.is_demo) counts.demoRemoved++;
      else if (mode === 'replace') counts.removed++;
    }
    await tx.query(
      `DELETE FROM lookup_schools
        WHERE category = $1 AND ${mode === 'replace' ? 'true' : 'is_demo'} AND NOT (ceeb = ANY($2::text[]))`,
      [category, [...incoming]],
    );
    // Batches keep each statement's arrays to a size both drivers pass comfortably.
    for (let start = 0; start < rows.length; start += 5000) {
      await upsert(tx, category, rows.slice(start, start + 5000), false);
    }
    await refreshWords(tx, category);
    return counts;
  });
  // PGlite has no autovacuum. Without this the trigram index keeps the new rows in its
  // unsorted pending list, read through by every search (30 ms instead of 0.5 at 30,000 rows),
  // and stale statistics steer the planner away from the indexes.
  await database.exec('VACUUM ANALYZE lookup_schools, lookup_name_words, lookup_school_aliases');
  return result;
}

/** Seeds the labelled demo directory into each empty category; returns rows added. */
export async function seedDemoDirectories(db: Queryable): Promise<number> {
  let seeded = 0;
  for (const category of directoryCategories) {
    const [any] = await db.query('SELECT 1 FROM lookup_schools WHERE category = $1 LIMIT 1', [
      category,
    ]);
    if (any) continue;
    const rows = demoDirectory(category);
    // ON CONFLICT: two servers starting at once against one PostgreSQL both find it empty.
    await upsert(db, category, rows, true);
    await refreshWords(db, category);
    seeded += rows.length;
  }
  return seeded;
}

async function upsert(
  db: Queryable,
  category: DirectoryCategory,
  rows: DirectoryRow[],
  demo: boolean,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = directoryColumns;
  // An array of arrays of different lengths cannot be a parameter: each school's aliases travel
  // as one text joined by the separator the file uses, which no alias contains.
  const aliases = rows.map((row) => row.aliases.join(aliasSeparator));
  await db.query(
    `INSERT INTO lookup_schools (${columns.join(', ')}, is_demo, category)
     SELECT entry.ceeb, entry.name, entry.address_line_1, entry.city, entry.state, entry.zip,
            entry.country, array_remove(string_to_array(entry.aliases, $10), ''), $8::boolean, $9::text
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $11::text[])
         AS entry(${columns.join(', ')})
     ON CONFLICT (category, ceeb) DO ${
       demo
         ? 'NOTHING'
         : `UPDATE SET ${columns
             .slice(1)
             .map((column) => `${column} = excluded.${column}`)
             .join(', ')}, is_demo = false, updated_at = now()`
     }`,
    [
      ...columns.slice(0, -1).map((column) => rows.map((row) => row[column])),
      demo,
      category,
      aliasSeparator,
      aliases,
    ],
  );
}

/**
 * Rebuilds what the category's search derives from its names: the word list (words of three
 * letters or more, with how many names hold each) and the aliases table (the file's aliases and
 * the acronym of each name, from two letters).
 */
async function refreshWords(db: Queryable, category: DirectoryCategory): Promise<void> {
  await db.query('DELETE FROM lookup_name_words WHERE category = $1', [category]);
  await db.query(
    `INSERT INTO lookup_name_words (category, word, names)
     SELECT $1::text, word, count(DISTINCT ceeb)
       FROM lookup_schools, unnest(string_to_array(search_name, ' ')) AS word
      WHERE category = $1 AND length(word) >= 3
      GROUP BY word`,
    [category],
  );
  await db.query('DELETE FROM lookup_school_aliases WHERE category = $1', [category]);
  await db.query(
    `INSERT INTO lookup_school_aliases
       (category, ceeb, acronym, search_alias, name, city, state, country, search_name)
     SELECT DISTINCT $1::text, ceeb, false, applykit_fold(alias), name, city, state, country, search_name
       FROM lookup_schools, unnest(aliases) AS alias
      WHERE category = $1 AND applykit_fold(alias) <> ''
     UNION ALL
     SELECT $1::text, ceeb, true, applykit_initials(search_name), name, city, state, country, search_name
       FROM lookup_schools
      WHERE category = $1 AND length(applykit_initials(search_name)) >= 2`,
    [category],
  );
}
