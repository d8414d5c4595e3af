import type { Queryable } from '../db/database';
import type { DirectoryCategory } from './categories';

/** Words shorter than this are left as typed: too many words resemble them. */
const correctFromLength = 4;
/** A known word replaces a typed one from this trigram similarity (pg_trgm's own default). */
const similarFrom = 0.3;
/** How many words each typed word may be a slip of, commonest first, are tried. */
const slipCandidates = 5;
/**
 * Words shorter than this are read only as missing a letter ("hg" for high): other slips of
 * them are a letter away from too many words.
 */
const slipFromLength = 3;

/**
 * The distinct words of a category's folded names (three letters or more) with how many names
 * hold each, as the last import left them in `lookup_name_words`, and the `generation` of that
 * list: every rebuild of the list counts one up. Every server process keeps a copy in memory,
 * so correcting a slip costs no statement; the search that uses a correction reads the current
 * generation in the same statement and, when another process has imported since, the copy is
 * read again and the search repeated.
 */
export interface NameWords {
  generation: number;
  /**
   * The text with every word of four letters or more that begins no known word replaced by the
   * known word most similar to it (trigram similarity of at least 0.3; ties go to the
   * alphabetically first): "havard univ" becomes "harvard univ".
   */
  corrected(folded: string): string;
  /**
   * The text with one slip undone in one word, best guesses first: each typed word in turn is
   * read as the slipped one and replaced by each of the five commonest known words it could be
   * the beginning of after one slip (a letter missing, one too many, a wrong one, two swapped;
   * words of one or two letters only as missing a letter), the other words staying as typed.
   * A known word that already starts with the typed one is no slip of it.
   */
  slipGuesses(folded: string): string[];
  /**
   * False when no name can begin with the text: a word of three letters or more before the last
   * is not a word of any name, or the last begins none. (The list holds every word of three
   * letters or more, so shorter words tell nothing.)
   */
  mayBeginName(folded: string): boolean;
  /** False when a word of the text of three letters or more begins no word of any name. */
  mayBeginWords(folded: string): boolean;
  /**
   * False when no name can contain the text: its first word (of three letters or more) ends no
   * word of any name, a word between is no word of a name, or the last begins none; a text of
   * one word is in no word of any name.
   */
  mayBeInName(folded: string): boolean;
}

/** Names' words shorter than this are not in the list. */
const listedFromLength = 3;

const cached = new WeakMap<Queryable, Map<DirectoryCategory, Promise<NameWords>>>();

/** The process's copy of the category's word list, read from the database the first time. */
export function nameWordsOf(db: Queryable, category: DirectoryCategory): Promise<NameWords> {
  let byCategory = cached.get(db);
  if (!byCategory) cached.set(db, (byCategory = new Map()));
  const known = byCategory.get(category);
  if (known) return known;
  const read = readNameWords(db, category);
  byCategory.set(category, read);
  // A failed read is not kept: the next search tries again.
  read.catch(() => {
    if (byCategory.get(category) === read) byCategory.delete(category);
  });
  return read;
}

/**
 * The list read again, after a search saw a newer generation than `stale`'s; searches of this
 * process that see it at the same time share one read.
 */
export async function refreshNameWords(
  db: Queryable,
  category: DirectoryCategory,
  stale: NameWords,
): Promise<NameWords> {
  const byCategory = cached.get(db);
  const current = byCategory?.get(category);
  if (current && (await current) !== stale) return current;
  if (byCategory?.get(category) === current) byCategory?.delete(category);
  return nameWordsOf(db, category);
}

/** The generation of the category's word list, as SQL over the category parameter given. */
export const wordListGeneration = (category: string) =>
  `coalesce((SELECT generation FROM lookup_word_lists WHERE category = ${category}), 0)`;

async function readNameWords(db: Queryable, category: DirectoryCategory): Promise<NameWords> {
  // One statement, so the words and the generation come from the same snapshot.
  const [list] = await db.query<{ generation: string; words: string[]; names: number[] }>(
    `SELECT ${wordListGeneration('$1')} AS generation,
            array(SELECT word FROM lookup_name_words WHERE category = $1 ORDER BY word) AS words,
            array(SELECT names FROM lookup_name_words WHERE category = $1 ORDER BY word) AS names`,
    [category],
  );
  return nameWords(Number(list?.generation ?? 0), list?.words ?? [], list?.names ?? []);
}

/** The searches over one word list (`words` in order, `names[i]` the names holding words[i]). */
function nameWords(generation: number, words: string[], names: number[]): NameWords {
  // Sorted by code unit, which binary search below relies on, whatever the database's order.
  const order = words.map((_, index) => index).sort((a, b) => compare(words[a]!, words[b]!));
  const sorted = order.map((index) => words[index]!);
  const commonness = order.map((index) => names[index]!);
  // The words again, sorted by all but their first letter: a slip in the first letter is a
  // prefix search of these.
  const byTail = sorted
    .map((_, index) => index)
    .sort((a, b) => compare(sorted[a]!.slice(1), sorted[b]!.slice(1)));
  const tails = byTail.map((index) => sorted[index]!.slice(1));
  // Which words hold each trigram, to count the trigrams a typed word shares with each.
  const trigramCounts = sorted.map((word) => trigrams(word).size);
  const holding = new Map<string, number[]>();
  sorted.forEach((word, index) => {
    for (const trigram of trigrams(word)) {
      const list = holding.get(trigram);
      if (list) list.push(index);
      else holding.set(trigram, [index]);
    }
  });

  /** Indexes (into `sorted`, or `byTail` for tails) of the words that start with `prefix`. */
  function startingWith(list: string[], prefix: string): number[] {
    const found: number[] = [];
    for (let at = lowerBound(list, prefix); at < list.length; at++) {
      if (!list[at]!.startsWith(prefix)) break;
      found.push(at);
    }
    return found;
  }

  const isShort = (word: string) => [...word].length < listedFromLength;
  const isKnownBeginning = (word: string) =>
    isShort(word) || sorted[lowerBound(sorted, word)]?.startsWith(word) === true;
  const isKnownWord = (word: string) => isShort(word) || sorted[lowerBound(sorted, word)] === word;
  const mayBeginName = (folded: string) => {
    const typed = folded.split(' ');
    return typed.every((word, at) =>
      at === typed.length - 1 ? isKnownBeginning(word) : isKnownWord(word),
    );
  };

  function nearest(word: string): string | undefined {
    const typed = trigrams(word);
    const shared = new Map<number, number>();
    for (const trigram of typed) {
      for (const index of holding.get(trigram) ?? [])
        shared.set(index, (shared.get(index) ?? 0) + 1);
    }
    let best: { index: number; similarity: number } | undefined;
    for (const [index, count] of shared) {
      const similarity = count / (typed.size + trigramCounts[index]! - count);
      if (similarity < similarFrom) continue;
      if (
        !best ||
        similarity > best.similarity ||
        (similarity === best.similarity && index < best.index)
      )
        best = { index, similarity };
    }
    return best && sorted[best.index];
  }

  function slipsOf(word: string): string[] {
    const found = new Set<number>();
    for (const reading of slipReadings(word)) {
      const wildcard = reading.indexOf('.');
      if (wildcard < 0) {
        for (const index of startingWith(sorted, reading)) found.add(index);
      } else if (wildcard === 0) {
        for (const at of startingWith(tails, reading.slice(1))) found.add(byTail[at]!);
      } else {
        const after = reading.slice(wildcard + 1);
        for (const index of startingWith(sorted, reading.slice(0, wildcard))) {
          if (sorted[index]!.startsWith(after, wildcard + 1)) found.add(index);
        }
      }
    }
    return [...found]
      .filter((index) => !sorted[index]!.startsWith(word))
      .sort((a, b) => commonness[b]! - commonness[a]! || a - b)
      .slice(0, slipCandidates)
      .map((index) => sorted[index]!);
  }

  return {
    generation,
    corrected(folded) {
      return folded
        .split(' ')
        .map((word) =>
          word.length < correctFromLength || isKnownBeginning(word)
            ? word
            : (nearest(word) ?? word),
        )
        .join(' ');
    },
    slipGuesses(folded) {
      const typed = folded.split(' ');
      return typed
        .flatMap((word, position) =>
          slipsOf(word).map((known) => typed.with(position, known).join(' ')),
        )
        .filter(mayBeginName);
    },
    mayBeginName,
    mayBeginWords: (folded) => folded.split(' ').every(isKnownBeginning),
    mayBeInName(folded) {
      const typed = folded.split(' ');
      const [first = ''] = typed;
      if (typed.length === 1)
        return isShort(first) || sorted.some((known) => known.includes(first));
      return (
        (isShort(first) || sorted.some((known) => known.endsWith(first))) &&
        mayBeginName(typed.slice(1).join(' '))
      );
    },
  };
}

/**
 * What a typed word could be the beginning of after one slip: each reading is a beginning, with
 * at most one `.` standing for any one letter. Folded text holds no `.`.
 */
function slipReadings(word: string): Set<string> {
  const readings = new Set<string>();
  for (let at = 0; at < word.length; at++) {
    const before = word.slice(0, at);
    readings.add(`${before}.${word.slice(at)}`); // a letter missing
    if (word.length < slipFromLength) continue;
    readings.add(`${before}.${word.slice(at + 1)}`); // a wrong letter
    if (word.length > slipFromLength) readings.add(before + word.slice(at + 1)); // one too many
    if (at + 1 < word.length) readings.add(before + word[at + 1] + word[at] + word.slice(at + 2));
  }
  return readings;
}

/**
 * A word's trigrams as pg_trgm counts them: each run of letters and digits padded with two
 * spaces before and one after, every three consecutive characters, each once.
 */
function trigrams(word: string): Set<string> {
  const found = new Set<string>();
  for (const part of word.split(/[^\p{L}\p{N}]+/u)) {
    if (!part) continue;
    const padded = [' ', ' ', ...part, ' '];
    for (let at = 0; at + 3 <= padded.length; at++) found.add(padded.slice(at, at + 3).join(''));
  }
  return found;
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first index of the sorted list whose entry is not before `value`. */
function lowerBound(list: string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
