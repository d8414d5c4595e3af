import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { migrate, migrationsDir } from '../../src/db/migrate';
import { databaseKinds, openTestDatabase } from '../support/database';

const keysMigration = '202611221200_documents_applicant_keys.sql';

/** A folder holding the migrations up to (and without) `before`, then the rest on request. */
function stagedMigrations(before: string) {
  const dir = mkdtempSync(join(tmpdir(), 'applykit-migrations-'));
  const files = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql'));
  const copy = (names: string[]) =>
    names.forEach((name) => copyFileSync(join(migrationsDir, name), join(dir, name)));
  copy(files.filter((name) => name < before));
  return { dir, addRest: () => copy(files.filter((name) => name >= before)) };
}

async function addAccount(database: Database, username: string): Promise<string> {
  const [row] = await database.query<{ id: string }>(
    `INSERT INTO applicants (username, password_hash) VALUES ($1, 'test') RETURNING id`,
    [username],
  );
  return row!.id;
}

async function addDocumentRows(database: Database, applicantId: string): Promise<void> {
  await database.query(
    `INSERT INTO document_answers (applicant_id, answer_key, file_name, file_size, upload_key, pdf_key)
     VALUES ($1, 'transcript_upload', 'transcript.pdf', 10, 'u', 'p')`,
    [applicantId],
  );
  await database.query(
    `INSERT INTO document_conversions (applicant_id, answer_key, file_key, file_name, file_size, status)
     VALUES ($1, 'transcript_upload', 'u', 'transcript.pdf', 10, 'COMPLETED')`,
    [applicantId],
  );
  await database.query(
    `INSERT INTO application_pdfs (applicant_id, fingerprint, status) VALUES ($1, 'f', 'UNPROCESSED')`,
    [applicantId],
  );
}

const rowsOf = async (database: Database) =>
  Object.fromEntries(
    await Promise.all(
      ['document_answers', 'document_conversions', 'application_pdfs'].map(async (table) => [
        table,
        (
          await database.query<{ applicant_id: string }>(
            `SELECT applicant_id::text AS applicant_id FROM ${table} ORDER BY applicant_id`,
          )
        ).map((row) => row.applicant_id),
      ]),
    ),
  );

describe.each(databaseKinds)('document rows belong to an applicant on %s', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  // Two fresh migration runs of the whole schema: slow on a busy machine, not a timing check.
  it(
    'drops rows of no applicant, then keeps them to real applicants by foreign key',
    { timeout: 120_000 },
    async () => {
      database = await openTestDatabase(kind, { migrated: false });
      const staged = stagedMigrations(keysMigration);
      await migrate(database, staged.dir);
      const kept = await addAccount(database, 'kept@example.edu');
      const deleted = await addAccount(database, 'deleted@example.edu');
      await addDocumentRows(database, kept);
      await addDocumentRows(database, deleted);
      await addDocumentRows(database, 'applicant-not-a-uuid');
      await addDocumentRows(database, '00000000-0000-4000-8000-000000000000');
      await database.query('DELETE FROM applicants WHERE id = $1', [deleted]);

      staged.addRest();
      expect(await migrate(database, staged.dir)).toContain(keysMigration);
      expect(await rowsOf(database)).toEqual({
        document_answers: [kept],
        document_conversions: [kept],
        application_pdfs: [kept],
      });

      await expect(
        addDocumentRows(database, '00000000-0000-4000-8000-000000000001'),
      ).rejects.toThrow(/foreign key/);
      await database.query('DELETE FROM applicants WHERE id = $1', [kept]);
      expect(await rowsOf(database)).toEqual({
        document_answers: [],
        document_conversions: [],
        application_pdfs: [],
      });
    },
  );
});
