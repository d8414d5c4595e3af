import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSuggestionsReplySchema } from '@applykit/api-contract';
import type { Database } from '../../src/db/database';
import { importDirectory, readDirectoryCsv } from '../../src/lookup/import';
import { databaseKinds, openTestDatabase } from '../support/database';
import { buildLookupApp, csv, find } from './support';

// What applicants type for a school: acronyms and short names. UCLA and NYU are the initials of
// the names; UMD, Georgia Tech and Penn State are aliases the directory file gives.
const colleges = csv(
  'ceeb,name,city,state,zip,aliases',
  '4837,"University of California, Los Angeles",Los Angeles,CA,90095,',
  '2562,New York University,New York,NY,10012,',
  '5814,"University of Maryland, College Park",College Park,MD,20742,UMD; Maryland',
  '5248,Georgia Institute of Technology,Atlanta,GA,30332,Georgia Tech;GT',
  '2660,Pennsylvania State University,University Park,PA,16802,Penn State',
  '5251,Georgia State University,Atlanta,GA,30303,',
  '2001,NYC Lab School,New York,NY,10003,',
  '2002,New York College,New York,NY,10001,',
  '2003,Western New England University,Springfield,MA,01119,',
  '2004,Springfield College,Springfield,MA,01109,',
);

describe('reading the aliases column', () => {
  it('splits several names at semicolons and rejects an alias over 200 characters', () => {
    const file = readDirectoryCsv(
      'college_ceeb',
      csv(
        'ceeb,name,aliases',
        '5814,University of Maryland,"UMD; Maryland ;; UMD"',
        '5815,No Aliases,',
        `5816,Long Alias,${'x'.repeat(201)}`,
      ),
    );
    expect(file.rows.map((row) => [row.ceeb, row.aliases])).toEqual([
      ['5814', ['UMD', 'Maryland']],
      ['5815', []],
    ]);
    expect(file.rejected).toEqual([
      { line: 4, reason: `alias "${'x'.repeat(201)}" is longer than 200 characters` },
    ]);
  });
});

describe.each(databaseKinds)('school aliases and acronyms on %s', (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importDirectory(database, { category: 'college_ceeb', csv: colleges, mode: 'replace' });
    app = await buildLookupApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function ids(text: string) {
    const reply = await find(app, { text, category: 'college_ceeb' });
    expect(reply.statusCode).toBe(200);
    return lookupSuggestionsReplySchema.parse(reply.json()).map((item) => item.id);
  }

  it.each([
    ['UCLA', '4837'],
    ['NYU', '2562'],
    ['UMD', '5814'],
    ['Georgia Tech', '5248'],
    ['Penn State', '2660'],
  ])('finds the school an applicant means by %s', async (text, ceeb) => {
    expect((await ids(text))[0]).toBe(ceeb);
  });

  it('shows the school under its own name', async () => {
    const reply = await find(app, { text: 'georgia te', category: 'college_ceeb' });
    expect(reply.json()).toEqual([
      {
        text: 'Georgia Institute of Technology',
        id: '5248',
        sub_text: 'Atlanta, GA · CEEB 5248',
      },
    ]);
  });

  it('ranks names and aliases that start with the text before an acronym', async () => {
    // "NYC Lab School" starts with "nyc"; New York College is only abbreviated so.
    expect(await ids('nyc')).toEqual(['2001', '2002']);
    // The alias "Georgia Tech" and the names starting with "Georgia" share the first tier.
    expect(await ids('georgia')).toEqual(['5248', '5251']);
  });

  it('forgives a slip in a short word', async () => {
    expect(await ids('western nw england')).toEqual(['2003']);
    expect(await ids('SPRINGFIELD OLL')).toEqual(['2004']);
  });

  it('keeps aliases of a school a merge does not mention, and drops those of a removed one', async () => {
    await importDirectory(database, {
      category: 'college_ceeb',
      csv: csv('ceeb,name,city,state,zip', '2004,Springfield College,Springfield,MA,01109'),
      mode: 'merge',
    });
    expect(await ids('umd')).toEqual(['5814']);
    await importDirectory(database, {
      category: 'college_ceeb',
      csv: csv('ceeb,name', '2562,New York University'),
      mode: 'replace',
    });
    expect(await ids('umd')).toEqual([]);
    expect(await ids('nyu')).toEqual(['2562']);
  });
});
