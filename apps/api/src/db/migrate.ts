import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Database } from './database';

/** apps/api/migrations, from src/db (development and tests) or from dist (the built server). */
export const migrationsDir = resolve(
  import.meta.dirname,
  import.meta.dirname.endsWith('db') ? '../../migrations' : '../migrations',
);

// Any fixed number: every server starting at once waits for the first to finish migrating.
const migrationLock = 726_172_531;

/**
 * Applies every `migrations/*.sql` not yet applied, in file-name order, each in its own
 * transaction. Plain SQL that PostgreSQL 15 and PGlite both run; one file per change, named
 * `YYYYMMDDHHMM_what.sql`, so parallel work never collides on a shared journal.
 */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const applied: string[] = [];
  for (const name of files) {
    const sql = readFileSync(join(dir, name), 'utf8');
    const didApply = await database.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length) return false;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}

/** Splits on semicolons at line ends outside dollar-quoted bodies; migrations keep to that shape. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    current += `${line}\n`;
    if ((line.match(/\$\$/g)?.length ?? 0) % 2 === 1) inDollar = !inDollar;
    if (!inDollar && /;\s*$/.test(line)) {
      statements.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
