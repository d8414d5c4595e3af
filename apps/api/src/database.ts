import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one SQL surface the server needs, the same over embedded PGlite and a PostgreSQL pool. */
export interface Database {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return {
      async query(sql, params) {
        const result = await pool.query(sql, params as unknown[]);
        return result.rows;
      },
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir);
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      const result = await db.query<Row>(sql, params);
      return result.rows;
    },
    close: () => db.close(),
  };
}
