import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { sessionsClosed } from './closedSessions';

// An empty embedded database takes PGlite about three seconds to create (initdb) and half a
// second to migrate; loading a dump of a migrated one takes under one. The API tests open a few
// hundred databases, so each starts from a copy made here once per run from the migrations as
// they are (on PostgreSQL, a template database).
export default async function makeMigratedDatabases(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'applykit-migrated-'));
  const file = join(folder, 'pglite.tar');
  const embedded = await openDatabase({});
  try {
    await migrate(embedded);
    const dump = await (embedded.raw as PGlite).dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await embedded.close();
  }
  project.provide('migratedPGlite', file);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? `applykit_migrated_${randomBytes(6).toString('hex')}` : undefined;
  const onServer = async (work: (admin: pg.Client) => Promise<unknown>) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await work(admin);
    } finally {
      await admin.end();
    }
  };
  if (adminUrl && template) {
    await onServer((admin) => admin.query(`CREATE DATABASE ${template}`));
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    // A template must have no session left.
    await onServer((admin) => sessionsClosed(admin, template));
  }
  project.provide('migratedPostgres', template);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (template)
      await onServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
  };
}
