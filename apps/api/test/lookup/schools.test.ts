import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSuggestionsReplySchema, schoolRecordSchema } from '@applykit/api-contract';
import type { Database } from '../../src/db/database';
import { importDirectory } from '../../src/lookup/import';
import { nameWordsOf } from '../../src/lookup/name-words';
import { foldText } from '../../src/lookup/text';
import { databaseKinds, openTestDatabase } from '../support/database';
import { buildLookupApp, csv, find } from './support';

const header = 'ceeb,name,address_line_1,city,state,zip,country';
const colleges = csv(
  header,
  '2001,Springfield College,263 Alden Street,Springfield,MA,01109,USA',
  '2002,Western New England University,1215 Wilbraham Road,Springfield,MA,01119,USA',
  '2003,Community College of Springfield,1 Armory Square,Springfield,MA,01105,USA',
  '2004,Université de Montréal,2900 Boulevard Édouard-Montpetit,Montréal,QC,H3T 1J4,CAN',
  "2005,Saint Mary's College,1 Le Mans Hall,Notre Dame,IN,46556,USA",
  '2006,Springbrook Institute,10 Brook Lane,Austin,TX,78701,USA',
  '2007,Harvard University,Massachusetts Hall,Cambridge,MA,02138,USA',
  '2008,Ridgeway College,5 Ridge Road,Dayton,OH,45402,USA',
  '1234,Blue Ridge College,1 College Lane,Weyers Cave,VA,24486,USA',
  '1235,Blueridge Institute,2 Institute Way,Asheville,NC,28801,USA',
);
const highSchools = csv(
  header,
  '210001,Springfield Central High School,,Springfield,MA,01105,',
  '210002,East Almond High School,,Almond,WI,54909,',
  '210003,West Almond Academy,,Almond,NY,14804,',
  '210004,West Almond High School,,Almond,NY,14804,',
  '210005,West Lake School,,Lake,MI,48632,',
  '210006,Manati School of the Arts,,Manati,PR,00674,',
);

describe.each(databaseKinds)('school lookup on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importDirectory(database, { category: 'college_ceeb', csv: colleges, mode: 'replace' });
    await importDirectory(database, { category: 'hs_ceeb', csv: highSchools, mode: 'replace' });
    app = await buildLookupApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function suggest(text: string, category = 'college_ceeb', extra = {}) {
    const reply = await find(app, { text, category, ...extra });
    expect(reply.statusCode).toBe(200);
    return lookupSuggestionsReplySchema.parse(reply.json());
  }
  const ids = async (text: string, category?: string) =>
    (await suggest(text, category)).map((item) => item.id);

  it('answers a list of {text, id, sub_text} and nothing else', async () => {
    const reply = await find(app, { text: 'harvard', category: 'college_ceeb', max_results: '5' });
    expect(reply.json()).toEqual([
      { text: 'Harvard University', id: '2007', sub_text: 'Cambridge, MA · CEEB 2007' },
    ]);
  });

  it('ranks names that start with the text before names with a word that does', async () => {
    expect(await ids('ridge')).toEqual(['2008', '1234']);
    expect(await ids('institute')).toEqual(['1235', '2006']);
  });

  it('falls back to names that contain the text when none starts with it', async () => {
    expect((await ids('ridge inst'))[0]).toBe('1235');
    // Text that starts inside a word, alphabetically by name.
    expect(await ids('dge inst')).toEqual(['1235']);
    expect(await ids('pringfiel')).toEqual(['2003', '2001']);
  });

  it('puts names starting with the text before city matches and inner words', async () => {
    const found = await ids('spring');
    expect(found.slice(0, 2).sort()).toEqual(['2001', '2006']);
    expect(found.slice(2).sort()).toEqual(['2002', '2003']);
  });

  it('forgives a typo through trigram similarity', async () => {
    expect(await ids('havard')).toEqual(['2007']);
    expect(await ids('springfeild colege')).toContain('2001');
    // A word already begun correctly stays as typed while its neighbour is corrected.
    expect(await ids('havard univ')).toEqual(['2007']);
    expect(await ids('blue ridg colege')).toEqual(['1234']);
  });

  it('finds a name from the beginnings of its words, in order', async () => {
    expect(await ids('spring coll')).toEqual(['2001']);
    expect(await ids('west eng univ')).toEqual(['2002']);
    expect(await ids('coll spring')).toEqual(['2003']);
    expect(await ids('ri coll')).toEqual(['1234', '2008']);
  });

  it('undoes one typing slip in one word, the commoner word first', async () => {
    const names = async (text: string) => (await suggest(text, 'hs_ceeb')).map((item) => item.text);
    // A letter missing from a short word: "cho" is the beginning of "school" less its "s".
    expect(await names('MANATI CHO')).toEqual(['Manati School of the Arts']);
    // A short word with a letter missing, in front of a word still being typed.
    expect(await names('EAT ALMO')).toEqual(['East Almond High School']);
    // "wast" is "west" or "east" with a wrong letter, too little like either to be corrected
    // by resemblance: "west" is in more names, so its schools come first.
    expect(await names('wast almond')).toEqual([
      'West Almond Academy',
      'West Almond High School',
      'East Almond High School',
    ]);
    // Two slips are more than one.
    expect(await names('wst almnd')).toEqual([]);
  });

  it('corrects a word to the one pg_trgm finds nearest', async () => {
    const words = await nameWordsOf(database, 'college_ceeb');
    for (const typed of ['havard', 'springfeild', 'colege', 'univrsity', 'instutute', 'ridgway']) {
      const [nearest] = await database.query<{ word: string }>(
        `SELECT word FROM lookup_name_words WHERE category = 'college_ceeb' AND word % $1
          ORDER BY word <-> $1, word LIMIT 1`,
        [typed],
      );
      expect(words.corrected(typed)).toBe(nearest?.word ?? typed);
    }
  });

  it('ignores case, accents and punctuation', async () => {
    for (const text of ['montreal', 'MONTRÉAL', 'universite de montreal', 'Université De']) {
      expect((await ids(text))[0]).toBe('2004');
    }
    expect(await ids('MONTREAL')).toEqual(['2004']);
    expect(await ids('saint marys')).toEqual(['2005']);
    expect(await ids("SAINT MARY'S COLL")).toEqual(['2005']);
  });

  it('folds ASCII text in memory exactly as the database does', async () => {
    const samples = [" St. Mary's  (Main)_Campus ", 'A&M/Tech-Prep: #1!', 'tab\there', '50% off~'];
    for (const sample of samples) {
      const [row] = await database.query<{ folded: string }>('SELECT applykit_fold($1) AS folded', [
        sample,
      ]);
      expect(foldText(sample)).toBe(row?.folded);
    }
  });

  it('matches a city and names the country outside the United States', async () => {
    expect((await suggest('cambridge'))[0]).toEqual({
      text: 'Harvard University',
      id: '2007',
      sub_text: 'Cambridge, MA · CEEB 2007',
    });
    expect((await suggest('montr'))[0]?.sub_text).toBe('Montréal, QC, Canada · CEEB 2004');
  });

  it('matches CEEB codes, the exact code first', async () => {
    expect(await ids('1234')).toEqual(['1234']);
    expect(await ids('123')).toEqual(['1234', '1235']);
    expect(await ids('9999')).toEqual([]);
  });

  it('keeps colleges and high schools apart', async () => {
    expect(await ids('springfield', 'hs_ceeb')).toEqual(['210001']);
    expect(await ids('210001', 'hs_ceeb')).toEqual(['210001']);
    expect(await ids('central')).toEqual([]);
  });

  it('answers at most max_results, five by default', async () => {
    expect(await suggest('college')).toHaveLength(5);
    expect(await suggest('college', 'college_ceeb', { max_results: '2' })).toHaveLength(2);
  });

  it('suggests nothing for fewer than two letters', async () => {
    expect(await suggest('s')).toEqual([]);
    expect(await suggest('  ')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('returns the record behind an id', async () => {
    const reply = await find(app, { id: '2004', category: 'college_ceeb' });
    expect(reply.statusCode).toBe(200);
    expect(schoolRecordSchema.strict().parse(reply.json())).toEqual({
      name: 'Université de Montréal',
      ceeb: '2004',
      address_line_1: '2900 Boulevard Édouard-Montpetit',
      city: 'Montréal',
      state: 'QC',
      zip: 'H3T 1J4',
      country: 'CAN',
    });
    const school = await find(app, { id: '210001', category: 'hs_ceeb' });
    expect(school.json()).toMatchObject({
      name: 'Springfield Central High School',
      country: 'USA',
    });
  });

  it('answers 404 {message} for an unknown id', async () => {
    const reply = await find(app, { id: '9999', category: 'college_ceeb' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['no category', { text: 'spring' }, 'category'],
    ['an unknown category', { text: 'spring', category: 'university' }, 'category'],
    ['a text too long', { text: 'x'.repeat(101), category: 'college_ceeb' }, 'text'],
    ['text twice', { text: ['a', 'b'], category: 'college_ceeb' }, 'text'],
    [
      'max_results above 5',
      { text: 'spring', category: 'college_ceeb', max_results: '6' },
      'max_results',
    ],
    [
      'max_results of 0',
      { text: 'spring', category: 'college_ceeb', max_results: '0' },
      'max_results',
    ],
    [
      'max_results not a number',
      { text: 'spring', category: 'college_ceeb', max_results: 'all' },
      'max_results',
    ],
    ['neither text nor id', { category: 'college_ceeb' }, 'text'],
    ['both text and id', { text: 'spring', id: '2001', category: 'college_ceeb' }, 'text'],
    ['a college id of 6 digits', { id: '210001', category: 'college_ceeb' }, 'id'],
    ['a high-school id of 4 digits', { id: '2001', category: 'hs_ceeb' }, 'id'],
    ['an id that is no CEEB code', { id: "1' OR '1'='1", category: 'college_ceeb' }, 'id'],
  ])('answers 400 {message, errors} for %s', async (_case, query, field) => {
    const reply = await find(app, query);
    expect(reply.statusCode).toBe(400);
    const body = reply.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toContain(field);
  });

  it('sees the words another server process imported', async () => {
    // Two processes on one database: each keeps its own copy of the word list.
    const other = await buildLookupApp({ ...database });
    try {
      const nothing = await find(app, { text: 'NRWOOD ACAD', category: 'hs_ceeb' });
      expect(nothing.json()).toEqual([]);
      await importDirectory(
        { ...database },
        {
          category: 'hs_ceeb',
          csv: csv(header, '210007,Norwood Academy,,Norwood,MA,02062,'),
          mode: 'merge',
        },
      );
      for (const server of [app, other]) {
        const reply = await find(server, { text: 'NRWOOD ACAD', category: 'hs_ceeb' });
        expect(lookupSuggestionsReplySchema.parse(reply.json()).map((item) => item.id)).toEqual([
          '210007',
        ]);
      }
    } finally {
      await other.close();
    }
  });

  it('answers 429 {message} past the rate limit, per client address', async () => {
    const limited = await buildLookupApp(database, { rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      for (let call = 0; call < 3; call++) {
        expect((await find(limited, { text: 'spring', category: 'college_ceeb' })).statusCode).toBe(
          200,
        );
      }
      const reply = await find(limited, { text: 'spring', category: 'college_ceeb' });
      expect(reply.statusCode).toBe(429);
      expect(reply.json()).toEqual({ message: expect.stringContaining('Too many lookups') });
      expect(reply.headers['retry-after']).toBeDefined();
      const elsewhere = await limited.inject({
        method: 'GET',
        url: '/lookup/find?text=spring&category=college_ceeb',
        remoteAddress: '192.0.2.7',
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
