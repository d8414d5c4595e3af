import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate, migrationsDir } from '../../src/db/migrate';
import { findSchool, suggestSchools } from '../../src/lookup/directory';
import { databaseKinds, openTestDatabase } from '../support/database';

const oneTable = '202611220400_lookup_one_school_table.sql';

describe.each(databaseKinds)('moving both directories into one table (%s)', (kind) => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'applykit-migrations-'));
  const files = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
  const copy = (names: string[]) =>
    names.forEach((name) => copyFileSync(join(migrationsDir, name), join(dir, name)));

  beforeAll(async () => {
    database = await openTestDatabase(kind, { migrated: false });
    copy(files.filter((file) => file < oneTable));
    await migrate(database, dir);
  });
  afterAll(() => database.close());

  it('keeps every college and high school with its category, demo flag and date', async () => {
    await database.query(
      `INSERT INTO lookup_colleges (ceeb, name, city, state, zip, is_demo, updated_at)
       VALUES ('5001', 'Bay College', 'Escanaba', 'MI', '49829', false, '2026-01-02T03:04:05Z'),
              ('0901', 'Demo College', 'Bowie', 'MD', '20715', true, '2026-01-02T03:04:05Z')`,
    );
    await database.query(
      `INSERT INTO lookup_high_schools (ceeb, name, city, state, country)
       VALUES ('210123', 'École Secondaire de Montréal', 'Montréal', 'QC', 'CAN'),
              ('215001', 'Bay High School', 'Escanaba', 'MI', 'USA')`,
    );
    copy(files.filter((file) => file >= oneTable));
    expect(await migrate(database, dir)).toContain(oneTable);

    const rows = await database.query<{ category: string; ceeb: string; is_demo: boolean }>(
      'SELECT category, ceeb, is_demo FROM lookup_schools ORDER BY category, ceeb',
    );
    expect(rows).toEqual([
      { category: 'college_ceeb', ceeb: '0901', is_demo: true },
      { category: 'college_ceeb', ceeb: '5001', is_demo: false },
      { category: 'hs_ceeb', ceeb: '210123', is_demo: false },
      { category: 'hs_ceeb', ceeb: '215001', is_demo: false },
    ]);
    const [dated] = await database.query<{ updated_at: Date }>(
      "SELECT updated_at FROM lookup_schools WHERE ceeb = '5001'",
    );
    expect(new Date(dated!.updated_at).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const [old] = await database.query(
      "SELECT 1 FROM pg_tables WHERE tablename IN ('lookup_colleges', 'lookup_high_schools')",
    );
    expect(old).toBeUndefined();
  });

  it('searches each directory apart: a college never answers a high-school search', async () => {
    expect((await suggestSchools(database, 'hs_ceeb', 'bay', 5)).map((s) => s.id)).toEqual([
      '215001',
    ]);
    expect((await suggestSchools(database, 'college_ceeb', 'bay', 5)).map((s) => s.id)).toEqual([
      '5001',
    ]);
    expect((await suggestSchools(database, 'hs_ceeb', 'montreal', 5))[0]?.id).toBe('210123');
    expect(await findSchool(database, 'college_ceeb', '215001')).toBeUndefined();
  });

  it('holds each category to its own CEEB length', async () => {
    await expect(
      database.query(
        "INSERT INTO lookup_schools (category, ceeb, name) VALUES ('college_ceeb', '123456', 'Too Long')",
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      database.query(
        "INSERT INTO lookup_schools (category, ceeb, name) VALUES ('hs_ceeb', '1234', 'Too Short')",
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
