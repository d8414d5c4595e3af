import type pg from 'pg';

/**
 * Waits (up to 5 s) until no session is left on `database`: the pool's end() resolves before
 * every backend has gone, and a database cannot be a template, nor be dropped without killing a
 * late backend, while one remains.
 */
export async function sessionsClosed(admin: pg.Client, database: string): Promise<void> {
  for (let wait = 0; wait < 50; wait++) {
    const [row] = (
      await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
        database,
      ])
    ).rows as { n: number }[];
    if (!row?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
