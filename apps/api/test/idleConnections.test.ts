import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { JobQueue } from '../src/documents/jobQueue';
import { openTestDatabase } from './support/database';

// A PostgreSQL restart or an administrator ends every connection, idle ones included: the
// server's pools drop them and carry on, where an unheard error would stop the process.
describe.runIf(process.env.TEST_DATABASE_URL)('connections the database ends while idle', () => {
  it('are replaced on the next query, in the server’s pool and the job queue’s', async () => {
    const database = await openTestDatabase('postgres');
    const jobs = await JobQueue.start(database, {});
    try {
      const [row] = await database.query<{ name: string }>('SELECT current_database() AS name');
      const name = row?.name;
      expect(name).toBeDefined();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const ended = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await database.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await jobs.stop();
      await database.close();
    }
  });
});
