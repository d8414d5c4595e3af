import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { demoDirectory } from '../../src/lookup/demo';
import { seedDemoDirectories } from '../../src/lookup/directory';
import { DirectoryImportError, importDirectory, readDirectoryCsv } from '../../src/lookup/import';
import { databaseKinds, openTestDatabase } from '../support/database';
import { buildLookupApp, csv, find } from './support';

const header = 'ceeb,name,address_line_1,city,state,zip,country';

describe('reading a directory CSV', () => {
  it('rejects rows with the reason and the line, and loads the rest', () => {
    const file = readDirectoryCsv(
      'college_ceeb',
      csv(
        `\uFEFFName,CEEB,City,State,Zip,Country,Notes`,
        '"Bay College, Main Campus",5001,Escanaba,Michigan,49829,US,kept',
        'Short Code,501,Boston,MA,02134,USA,',
        'Letters,50AB,Boston,MA,02134,USA,',
        'Lost Zero,5002,Boston,MA,2134,USA,',
        'Nowhere,5003,Springfield,ZZ,62701,USA,',
        'Far Away,5004,Atlantis,,,Atlantis,',
        ',5005,Boston,MA,02134,USA,',
        'Again,5001,Boston,MA,02134,USA,',
        'Too,5006,few',
        `${'x'.repeat(201)},5007,Boston,MA,02134,USA,`,
        '',
        'Toronto College,5008,Toronto,ON,m5v 1a1,Canada,',
        'Plain,5009,,,,,',
      ),
    );
    expect(file.read).toBe(12);
    expect(file.ignoredColumns).toEqual(['Notes']);
    expect(file.rows).toEqual([
      {
        ceeb: '5001',
        name: 'Bay College, Main Campus',
        address_line_1: '',
        city: 'Escanaba',
        state: 'MI',
        zip: '49829',
        country: 'USA',
        aliases: [],
      },
      {
        ceeb: '5008',
        name: 'Toronto College',
        address_line_1: '',
        city: 'Toronto',
        state: 'ON',
        zip: 'M5V 1A1',
        country: 'CAN',
        aliases: [],
      },
      {
        ceeb: '5009',
        name: 'Plain',
        address_line_1: '',
        city: '',
        state: '',
        zip: '',
        country: 'USA',
        aliases: [],
      },
    ]);
    expect(file.rejected).toEqual([
      {
        line: 3,
        reason: expect.stringMatching(/ceeb "501" has fewer than 4 digits.*leading zeros/),
      },
      { line: 4, reason: 'ceeb "50AB" is not a number' },
      { line: 5, reason: expect.stringMatching(/zip "2134" has fewer than 5 digits/) },
      { line: 6, reason: 'state "ZZ" is not a US state' },
      { line: 7, reason: expect.stringMatching(/^country "Atlantis" is not/) },
      { line: 8, reason: 'name is empty' },
      { line: 9, reason: 'ceeb 5001 is already on line 2' },
      { line: 10, reason: 'has 3 fields; the header has 7' },
      { line: 11, reason: 'name is longer than 200 characters' },
    ]);
  });

  it('wants 6-digit codes for high schools', () => {
    const file = readDirectoryCsv('hs_ceeb', csv('ceeb,name', '5001,College', '210001,School'));
    expect(file.rows.map((row) => row.ceeb)).toEqual(['210001']);
    expect(file.rejected[0]?.reason).toMatch(/fewer than 6 digits/);
  });

  it.each([
    ['an empty file', ''],
    ['a header without ceeb', csv('code,name', '5001,College')],
    ['a header naming a column twice', csv('ceeb,name,name', '5001,A,B')],
    ['malformed quoting', csv('ceeb,name', '5001,"Unclosed')],
  ])('refuses %s', (_case, text) => {
    expect(() => readDirectoryCsv('college_ceeb', text)).toThrow(DirectoryImportError);
  });
});

describe.each(databaseKinds)('importing a directory on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const ceebs = async () =>
    (
      await database.query<{ ceeb: string; name: string; is_demo: boolean }>(
        "SELECT ceeb, name, is_demo FROM lookup_schools WHERE category = 'college_ceeb' ORDER BY ceeb",
      )
    ).map((row) => `${row.ceeb} ${row.name}${row.is_demo ? ' (demo)' : ''}`);

  it('seeds the labelled demo directory into empty tables, once', async () => {
    const college = demoDirectory('college_ceeb');
    const school = demoDirectory('hs_ceeb');
    expect(college.every((row) => row.name.startsWith('Demo '))).toBe(true);
    expect(await seedDemoDirectories(database)).toBe(college.length + school.length);
    expect(await seedDemoDirectories(database)).toBe(0);

    const app = await buildLookupApp(database);
    const reply = await find(app, { text: 'demo community', category: 'college_ceeb' });
    expect(reply.json()).toHaveLength(5);
    expect((await find(app, { text: 'montreal', category: 'hs_ceeb' })).json()[0].text).toBe(
      'Demo High School of Montréal',
    );
    await app.close();
  });

  it('merges: adds new codes, updates known ones, keeps the rest, and ends the demo', async () => {
    const report = await importDirectory(database, {
      category: 'college_ceeb',
      mode: 'merge',
      csv: csv(
        header,
        '1001,Alpha College,,Austin,TX,78701,',
        '1002,Beta College,,Austin,TX,78701,',
      ),
    });
    expect(report).toMatchObject({ added: 2, updated: 0, removed: 0, rejected: [] });
    expect(report.demoRemoved).toBe(demoDirectory('college_ceeb').length);
    expect(await ceebs()).toEqual(['1001 Alpha College', '1002 Beta College']);

    const second = await importDirectory(database, {
      category: 'college_ceeb',
      mode: 'merge',
      csv: csv(
        header,
        '1002,Beta University,,Austin,TX,78701,',
        '1003,Gamma College,,Austin,TX,78701,',
      ),
    });
    expect(second).toMatchObject({ added: 1, updated: 1, removed: 0, demoRemoved: 0 });
    expect(await ceebs()).toEqual([
      '1001 Alpha College',
      '1002 Beta University',
      '1003 Gamma College',
    ]);
    // The high-school directory is its own: still the demo one.
    const [schools] = await database.query<{ demo: number }>(
      "SELECT count(*)::int AS demo FROM lookup_schools WHERE category = 'hs_ceeb' AND is_demo",
    );
    expect(schools?.demo).toBe(demoDirectory('hs_ceeb').length);
  });

  it('replaces: the directory becomes exactly the accepted rows', async () => {
    const report = await importDirectory(database, {
      category: 'college_ceeb',
      mode: 'replace',
      csv: csv(
        header,
        '1003,Gamma College,,Austin,TX,78701,',
        '1004,Delta College,,Austin,TX,78701,',
        '12,Bad,,,,,',
      ),
    });
    expect(report).toMatchObject({ added: 1, updated: 1, removed: 2, demoRemoved: 0 });
    expect(report.rejected).toEqual([{ line: 4, reason: expect.stringContaining('ceeb "12"') }]);
    expect(await ceebs()).toEqual(['1003 Gamma College', '1004 Delta College']);
  });

  it('changes nothing when no row can be loaded', async () => {
    await expect(
      importDirectory(database, {
        category: 'college_ceeb',
        mode: 'replace',
        csv: csv(header, '1,Bad,,,,,'),
      }),
    ).rejects.toThrow(/No row of the file can be loaded \(line 2: ceeb "1"/);
    await expect(
      importDirectory(database, {
        category: 'college_ceeb',
        mode: 'replace',
        csv: csv('name', 'X'),
      }),
    ).rejects.toThrow(DirectoryImportError);
    expect(await ceebs()).toEqual(['1003 Gamma College', '1004 Delta College']);
  });

  it('loads a large file in one transaction and finds its rows', { timeout: 90_000 }, async () => {
    const rows = Array.from({ length: 12_000 }, (_, index) => {
      const ceeb = String(100_000 + index);
      return `${ceeb},Generated School ${ceeb},,Austin,TX,78701,`;
    });
    const report = await importDirectory(database, {
      category: 'hs_ceeb',
      mode: 'replace',
      csv: csv(header, ...rows),
    });
    expect(report).toMatchObject({ added: 12_000, rejected: [] });
    const app = await buildLookupApp(database);
    expect((await find(app, { text: '111999', category: 'hs_ceeb' })).json()[0].id).toBe('111999');
    await app.close();
  });
});
