import type { LookupSuggestion, SchoolRecord } from '@applykit/api-contract';
import {
  aliasSeparator,
  directoryCategories,
  directoryColumns,
  type DirectoryCategory,
  type DirectoryRow,
} from './categories';
import { statementParameters, type Database, type Queryable } from '../db/database';
import { countryName } from './places';
import { demoDirectory } from './demo';
import { nameWordsOf, refreshNameWords, wordListGeneration } from './name-words';
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
/** How many times a search is repeated because another process imported meanwhile. */
const staleWordListRetries = 2;

/**
 * Suggestions for what the applicant typed, best first:
 * 0. the CEEB code typed in full;
 * 1. names and aliases that start with the text;
 * 2. the acronym of a name (its initials) typed in full;
 * 3. names with a later word that starts with it (from three characters), cities that start
 *    with it, CEEB codes that start with it;
 * each tier alphabetically (inner words: the first found). Only when nothing matched, and from
 * five characters: names that contain the text; failing that, the text with each unknown word
 * replaced by the closest word of the directory's names (trigram similarity), searched again,
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
  const forgiving = folded.length >= fuzzyFromLength && !/^\d+$/.test(folded);
  // A text no name can begin with (a slip, as the word list tells) is searched with the tiers
  // that forgive in the same statement, not after a statement that finds nothing.
  const rows =
    forgiving && !(await nameWordsOf(database, category)).mayBeginName(folded)
      ? await resembling(database, category, folded, limit, { tiersFirst: true })
      : await startingWith(database, category, folded, limit).then((found) =>
          found.length === 0 && forgiving
            ? resembling(database, category, folded, limit, { tiersFirst: false })
            : found,
        );
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
  const ranked = await db.query<DirectoryRow>(
    `${prefixBranches(folded, { text: '$1', limit: '$2', category: '$3' }).join(' UNION ALL ')}
      ORDER BY tier, search_name, ceeb`,
    [folded, limit, category],
  );
  return firstOfEachSchool(ranked, limit);
}

/**
 * The branches of tiers 0 to 3 for `folded`, each a parenthesised SELECT of `tier`, the
 * columns and `search_name`, over the placeholders given.
 */
function prefixBranches(
  folded: string,
  placeholder: { text: string; limit: string; category: string },
  { namesMayMatch = true } = {},
): string[] {
  // The btrees serve prefixes in order; the trigram index serves a word inside a name, and
  // that branch takes the first rows it finds rather than sorting thousands of "… High School"
  // to list five. Only the branches the text can match are sent, since PGlite's time per call
  // is mostly planning, which grows with every branch: codes when the text is digits, inner
  // words from three characters (two letters read most of the index), an acronym when it is
  // one word of letters.
  const { text, limit, category } = placeholder;
  const digits = /^\d+$/.test(folded);
  const branches = [
    digits &&
      `(SELECT 0 AS tier, ${columns}, search_name FROM lookup_schools
         WHERE category = ${category} AND ceeb = ${text})`,
    namesMayMatch &&
      `(SELECT 1 AS tier, ${columns}, search_name FROM lookup_schools
         WHERE category = ${category} AND search_name LIKE ${text} || '%'
         ORDER BY search_name, ceeb LIMIT ${limit})`,
    `(SELECT 1 AS tier, ${columns}, search_name FROM lookup_school_aliases
       WHERE category = ${category} AND NOT acronym AND search_alias LIKE ${text} || '%'
       ORDER BY search_alias, ceeb LIMIT ${limit})`,
    !digits &&
      !folded.includes(' ') &&
      `(SELECT 2 AS tier, ${columns}, search_name FROM lookup_school_aliases
         WHERE category = ${category} AND acronym AND search_alias = ${text}
         ORDER BY search_name, ceeb LIMIT ${limit})`,
    namesMayMatch &&
      folded.length >= innerWordFromLength &&
      `(SELECT 3 AS tier, ${columns}, search_name FROM lookup_schools
         WHERE category = ${category} AND search_name LIKE '% ' || ${text} || '%' LIMIT ${limit})`,
    `(SELECT 3 AS tier, ${columns}, search_name FROM lookup_schools
       WHERE category = ${category} AND search_city LIKE ${text} || '%'
       ORDER BY search_city, search_name LIMIT ${limit})`,
    digits &&
      `(SELECT 3 AS tier, ${columns}, search_name FROM lookup_schools
         WHERE category = ${category} AND ceeb LIKE ${text} || '%' ORDER BY ceeb LIMIT ${limit})`,
  ];
  return branches.filter((branch) => typeof branch === 'string');
}

/** Rows in their order, each school once (a name and an alias may both match), at most `limit`. */
function firstOfEachSchool(rows: DirectoryRow[], limit: number): DirectoryRow[] {
  const found = new Map<string, DirectoryRow>();
  for (const row of rows) if (!found.has(row.ceeb)) found.set(row.ceeb, row);
  return [...found.values()].slice(0, limit);
}

/**
 * Tier 4, when nothing starts with the text: the searches that forgive, in this order, the
 * first that finds anything answering.
 * 1. Names that contain the text ("ville" finds Louisville), the first ones the trigram index
 *    finds.
 * 2. The text with each unknown word corrected (`NameWords.corrected`: "havard univ" is
 *    "harvard univ"), searched again as in tiers 0 to 3.
 * 3. Names in which each word of the corrected text begins a word, in the typed order: "spring
 *    coll" finds Springfield College, "blue ridg college" Blue Ridge College; the trigram index
 *    finds candidates for the first pattern, the second keeps those where every word starts a
 *    word. The first ones found.
 * 4. Names that begin with the text once one slip in one word is undone
 *    (`NameWords.slipGuesses`: "est almo" for East Almond, "manati cho" for Manati School), in
 *    the order of the guesses; a range, not LIKE, since its bounds come from the guesses, and a
 *    btree serves a range with bounds from another table where LIKE needs a constant (U+10FFFF
 *    sorts after any character).
 * Each alphabetically. The corrections and guesses come from this process's copy of the word
 * list, so all four are one statement, which also reads the list's generation: if another
 * process imported since the copy was read, the copy is read again and the search repeated.
 */
async function resembling(
  db: Queryable,
  category: DirectoryCategory,
  folded: string,
  limit: number,
  { tiersFirst }: { tiersFirst: boolean },
): Promise<DirectoryRow[]> {
  let words = await nameWordsOf(db, category);
  for (let attempt = 0; ; attempt++) {
    const corrected = words.corrected(folded);
    const guesses = words.slipGuesses(folded);
    const { params, parameter } = statementParameters();
    const $category = parameter(category);
    // Placed only when a stage uses them: PostgreSQL refuses a parameter nothing refers to.
    const placed = (value: unknown) => {
      let placeholder: string | undefined;
      return () => (placeholder ??= parameter(value));
    };
    const $limit = placed(limit);
    const $folded = placed(folded);
    const stages: string[] = [];
    if (tiersFirst) {
      const branches = prefixBranches(
        folded,
        { text: $folded(), limit: $limit(), category: $category },
        { namesMayMatch: words.mayBeginName(folded) },
      );
      stages.push(
        `(SELECT 0 AS stage, tier AS rank, ${columns}, search_name
            FROM (${branches.join(' UNION ALL ')}) typed)`,
      );
    }
    if (words.mayBeInName(folded))
      stages.push(
        `(SELECT 1 AS stage, 0 AS rank, ${columns}, search_name FROM lookup_schools
         WHERE category = ${$category} AND search_name LIKE '%' || ${$folded()} || '%'
         LIMIT ${$limit()})`,
      );
    if (corrected !== folded) {
      const branches = prefixBranches(
        corrected,
        { text: parameter(corrected), limit: $limit(), category: $category },
        { namesMayMatch: words.mayBeginName(corrected) },
      );
      stages.push(
        `(SELECT 2 AS stage, tier AS rank, ${columns}, search_name
            FROM (${branches.join(' UNION ALL ')}) corrected)`,
      );
    }
    if (corrected.includes(' ') && words.mayBeginWords(corrected)) {
      const beginnings = corrected.split(' ').join('% ');
      stages.push(
        `(SELECT 3 AS stage, 0 AS rank, ${columns}, search_name FROM lookup_schools
           WHERE category = ${$category} AND search_name LIKE ${parameter(`%${beginnings}%`)}
             AND (' ' || search_name) LIKE ${parameter(`% ${beginnings}%`)}
           LIMIT ${$limit()})`,
      );
    }
    if (guesses.length > 0) {
      stages.push(
        `(SELECT 4 AS stage, guess.position AS rank, found.* FROM
           unnest(${parameter(guesses)}::text[]) WITH ORDINALITY AS guess(text, position),
           LATERAL (
             SELECT ${columns}, search_name FROM lookup_schools
              WHERE category = ${$category} AND search_name >= guess.text
                AND search_name < guess.text || chr(1114111)
              ORDER BY search_name, ceeb LIMIT ${$limit()}) found)`,
      );
    }
    // When the list shows that nothing can match, only its generation is read: a newer list
    // may show otherwise.
    const readGeneration = `SELECT ${wordListGeneration($category)} AS generation`;
    const rows = await db.query<DirectoryRow & { generation: string; stage?: number | null }>(
      stages.length === 0
        ? readGeneration
        : `SELECT list.generation, found.* FROM (${readGeneration}) list
             LEFT JOIN LATERAL (${stages.join(' UNION ALL ')}) found ON true
            ORDER BY found.stage, found.rank, found.search_name, found.ceeb`,
      params,
    );
    const generation = Number(rows[0]?.generation ?? 0);
    if (generation !== words.generation && attempt < staleWordListRetries) {
      words = await refreshNameWords(db, category, words);
      continue;
    }
    const firstStage = rows[0]?.stage;
    return firstStage == null
      ? []
      : firstOfEachSchool(
          rows.filter((row) => row.stage === firstStage),
          limit,
        );
  }
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
 * letters or more, with how many names hold each), counting its generation up so that every
 * server process reads it again, and the aliases table (the file's aliases and the acronym of
 * each name, from two letters).
 */
async function refreshWords(db: Queryable, category: DirectoryCategory): Promise<void> {
  await db.query(
    `INSERT INTO lookup_word_lists (category, generation) VALUES ($1, 1)
     ON CONFLICT (category) DO UPDATE SET generation = lookup_word_lists.generation + 1`,
    [category],
  );
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
