import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { sessionsClosed } from './closedSessions';

export type DatabaseKind = 'pglite' | 'postgres';

// Given by the project's global setup (migratedSnapshot.ts).
declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped embedded database with every migration applied. */
    migratedPGlite: string;
    /** A database on the test PostgreSQL server with every migration applied, to copy. */
    migratedPostgres: string | undefined;
  }
}

/**
 * The databases each API test runs against: always the embedded one, and a real PostgreSQL
 * when TEST_DATABASE_URL is set (`pnpm test` starts one). Use with `describe.each(databaseKinds)`.
 */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

let migratedCopy: Blob | undefined;
/** The migrated embedded database the project's global setup dumped (migratedSnapshot.ts). */
function migratedPGlite(): Blob {
  migratedCopy ??= new Blob([readFileSync(inject('migratedPGlite'))]);
  return migratedCopy;
}

/**
 * A fresh, migrated database: PGlite in memory, or a new database on the test server.
 * `{ migrated: false }` leaves it empty, for tests that apply migrations themselves.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
  { migrated = true }: { migrated?: boolean } = {},
): Promise<Database> {
  if (kind === 'pglite') {
    if (migrated) return openDatabase({ startFrom: migratedPGlite() });
    return openDatabase({});
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set.');
  const name = `applykit_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = migrated ? inject('migratedPostgres') : undefined;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  if (migrated && !template) await migrate(database);
  const close = database.close;
  database.close = async () => {
    await close();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    // FORCE would kill a late backend, and its FATAL message would reach a client that no
    // longer listens (an uncaught error).
    await sessionsClosed(cleanup, name);
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await cleanup.end();
  };
  return database;
}
