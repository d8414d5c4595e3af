import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/database';
import { migrate, splitStatements } from '../src/db/migrate';
import { databaseKinds, openTestDatabase } from './support/database';

describe.each(databaseKinds)('migrations on %s', (kind) => {
  let database: Database;
  afterEach(() => database?.close());

  it('applies each migration once, however often the server starts', async () => {
    database = await openTestDatabase(kind);
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(
      join(dir, '0001_a.sql'),
      'CREATE TABLE probe (id int);\nINSERT INTO probe VALUES (1);\n',
    );
    expect(await migrate(database, dir)).toEqual(['0001_a.sql']);
    expect(await migrate(database, dir)).toEqual([]);
    expect(await database.query('SELECT count(*)::int AS n FROM probe')).toEqual([{ n: 1 }]);
  });

  it('compresses answer sets with lz4 where the server has it, pglz otherwise', async () => {
    database = await openTestDatabase(kind);
    const [column] = await database.query<{ compression: string }>(
      `SELECT attcompression::text AS compression FROM pg_attribute
        WHERE attrelid = 'applications'::regclass AND attname = 'answers'`,
    );
    // The embedded database is built without lz4; '' is the server's default, pglz.
    expect(column?.compression).toBe(kind === 'postgres' ? 'l' : '');
  });

  it('rolls back a failing migration whole', async () => {
    database = await openTestDatabase(kind);
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(
      join(dir, '0001_bad.sql'),
      'CREATE TABLE half (id int);\nSELECT no_such_function();\n',
    );
    await expect(migrate(database, dir)).rejects.toThrow();
    expect(await database.query("SELECT to_regclass('half') AS t")).toEqual([{ t: null }]);
  });
});

describe('embedded database folder', () => {
  it('refuses a second server on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'applykit-lock-'));
    const first = await openDatabase({ dataDir });
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    writeFileSync(join(dataDir, 'pglite.lock'), String(process.pid));
    await first.close();
  });

  it('keeps rows across a reopen', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'applykit-reopen-'));
    const first = await openDatabase({ dataDir });
    await first.exec('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$saved$$);');
    await first.close();
    const second = await openDatabase({ dataDir });
    expect(await second.query('SELECT v FROM kept')).toEqual([{ v: 'saved' }]);
    await second.close();
  });
});

describe('splitStatements', () => {
  it('keeps a function body whole', () => {
    const sql =
      'CREATE FUNCTION f() RETURNS int AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$ LANGUAGE plpgsql;\n-- note\nSELECT 1;\n';
    expect(splitStatements(sql)).toHaveLength(2);
  });
});
