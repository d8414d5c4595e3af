import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

/**
 * A connection that runs parameterised SQL: the pool, the embedded database, or a transaction.
 * A `NamedStatement` is one PostgreSQL keeps parsed and planned per connection; the embedded
 * database, in this process, runs its text.
 */
export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string | NamedStatement,
    params?: unknown[],
  ): Promise<Row[]>;
}

/** A statement with its prepared name: the same text always gets the same name. */
export interface NamedStatement {
  text: string;
  name: string;
}

/**
 * Names a statement the server runs on every request, so PostgreSQL parses and plans it once
 * per connection. The name is a hash of the text: two texts (two servers' idle limits on one
 * pool) never share one.
 */
export function namedStatement(text: string): NamedStatement {
  return { text, name: `applykit_${createHash('sha256').update(text).digest('hex').slice(0, 24)}` };
}

/** The one SQL surface the server needs, the same over embedded PGlite and a PostgreSQL pool. */
export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction on one connection; a throw rolls it back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The raw handle, for libraries that take one (PGlite instance or pg.Pool). */
  raw: PGlite | pg.Pool;
}

/** Answers when the database does (the health check); throws when it cannot be reached. */
/**
 * The values of a statement built piece by piece: `parameter(value)` keeps the value and
 * answers its placeholder (`$1`, `$2`, …), so text and values cannot drift apart.
 */
export function statementParameters(): {
  params: unknown[];
  parameter: (value: unknown) => string;
} {
  const params: unknown[] = [];
  return {
    params,
    parameter: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

export async function checkDatabase(db: Queryable): Promise<void> {
  await db.query('select 1');
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /**
   * An in-memory embedded database starts as a copy of this dumped data directory (PGlite's
   * `dumpDataDir`) instead of an empty one: the tests start each database from one migrated
   * copy, since creating an empty one costs seconds.
   */
  startFrom?: Blob | undefined;
}

// PGlite needs its extensions passed on every open of a data directory.
const extensions = { pg_trgm, unaccent, citext };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 20)
    : openPGlite(options.dataDir, options.startFrom);
}

/** node-postgres prepares a statement that has a name, once per connection. */
const pgQuery = (sql: string | NamedStatement, params: unknown[] | undefined): pg.QueryConfig =>
  typeof sql === 'string' ? { text: sql, values: params } : { ...sql, values: params };

const textOf = (sql: string | NamedStatement): string => (typeof sql === 'string' ? sql : sql.text);

function openPostgres(connectionString: string, max: number): Database {
  const pool = new pg.Pool({ connectionString, max });
  // A connection the server ends while idle (a restart, an administrator) is dropped by the
  // pool and replaced on the next query; unheard, its error would stop the process.
  pool.on('error', (error) => console.error('[database] idle connection ended:', error.message));
  const query = async <Row>(sql: string | NamedStatement, params?: unknown[]) =>
    (await pool.query(pgQuery(sql, params))).rows as Row[];
  return {
    kind: 'postgres',
    raw: pool,
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <Row>(sql: string | NamedStatement, params?: unknown[]) =>
            (await client.query(pgQuery(sql, params))).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

async function openPGlite(
  dataDir: string | undefined,
  startFrom: Blob | undefined,
): Promise<Database> {
  let releaseLock = () => {};
  let dir: string | undefined;
  if (dataDir) {
    process.umask(0o077);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    dir = join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    releaseLock = takeDirectoryLock(join(dataDir, 'pglite.lock'));
  }
  let db: PGlite;
  try {
    db = await PGlite.create({
      ...(dir ? { dataDir: dir } : startFrom ? { loadDataDir: startFrom } : {}),
      extensions,
    });
    if (dataDir) keepPrivate(dataDir);
  } catch (error) {
    releaseLock();
    throw error;
  }
  // PGlite has no autovacuum: rewritten answer rows would grow the file without bound.
  const vacuum = setInterval(() => void db.exec('VACUUM').catch(() => undefined), 30 * 60_000);
  vacuum.unref();
  const wrap = (handle: PGlite | Transaction): Queryable => ({
    query: async <Row>(sql: string | NamedStatement, params?: unknown[]) =>
      (await handle.query<Row>(textOf(sql), params)).rows,
  });
  const direct = wrap(db);
  // PGlite runs its statements on this thread, so without a pause a request would run to its
  // end before the server reads the next one: the requests waiting would be unread
  // connections, a queue the server can neither see nor bound. Each call first lets the server
  // read what has arrived, so waiting requests are in progress, in turn, and counted
  // (`http/database-queue.ts`).
  const queuedCall = async <T>(call: () => Promise<T>): Promise<T> => {
    await new Promise((resolve) => setImmediate(resolve));
    return call();
  };
  return {
    kind: 'pglite',
    raw: db,
    query: <Row>(sql: string | NamedStatement, params?: unknown[]) =>
      queuedCall(() => direct.query<Row>(sql, params)),
    async exec(sql) {
      await queuedCall(() => db.exec(sql));
    },
    transaction: (work) => queuedCall(() => db.transaction((tx) => work(wrap(tx)))),
    async close() {
      clearInterval(vacuum);
      await db.close();
      releaseLock();
    },
  };
}

/**
 * The embedded data folder holds password hashes, answers and uploads: only the server's own
 * user may read it. The embedded mode sets umask 077 before it creates anything, so this
 * process makes files 0600 and folders 0700. PGlite writes its initial database with explicit
 * 0666 modes, and an older version of this server left files readable, so once the database is
 * open everything in the folder is tightened too (symbolic links are left alone).
 */
function keepPrivate(dataDir: string): void {
  const tighten = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if (stats.isDirectory()) {
      if ((stats.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
      for (const entry of readdirSync(path)) tighten(join(path, entry));
    } else if ((stats.mode & 0o077) !== 0) {
      chmodSync(path, stats.mode & 0o700);
    }
  };
  tighten(dataDir);
}

/**
 * PGlite takes no lock of its own: a second process on the same folder would lose writes.
 * A lock file with our pid; a stale one (its process gone) is taken over.
 */
function takeDirectoryLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8'));
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${file.replace(/pglite\.lock$/, '')} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
