import pg from 'pg';
import PgBoss from 'pg-boss';
import type { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from '../db/database';

export interface JobQueueSettings {
  /** Attempts after the first, for failures that are the machine's (storage, LibreOffice). */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A job running longer is failed and retried; this is also how a job that was running when
   * the process died is picked up again (a conversion is resumed sooner, by its heartbeat).
   */
  expireInSeconds: number;
  /** How often expired jobs are looked for. */
  maintenanceIntervalSeconds: number;
  pollingIntervalSeconds: number;
  /** Jobs of one queue run side by side in this process. */
  concurrency: number;
  /** On shutdown, running jobs get this long; then they are failed, to be retried. */
  shutdownTimeoutSeconds: number;
}

export const defaultJobQueueSettings: JobQueueSettings = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 300,
  maintenanceIntervalSeconds: 60,
  pollingIntervalSeconds: 1,
  concurrency: 2,
  shutdownTimeoutSeconds: 10,
};

export interface QueuedJob<T> {
  id: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a throw will not be retried: record the failure now. */
  isLastAttempt: boolean;
}

/**
 * Durable jobs in PostgreSQL through pg-boss 10, running in this process. pg-boss reaches the
 * database through the `db.executeSql` adapter: on PGlite the one embedded connection
 * (`query()` with parameters, `exec()` without); on PostgreSQL a small pool of its own on the
 * same connection string.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    readonly settings: JobQueueSettings,
    private readonly release: () => Promise<void>,
    private readonly lifecycle: { stopped: boolean },
  ) {}

  static async start(
    database: Database,
    settings: Partial<JobQueueSettings> = {},
  ): Promise<JobQueue> {
    const resolved = { ...defaultJobQueueSettings, ...settings };
    const lifecycle = { stopped: false };
    let run: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
    let release = async () => {};
    if (database.kind === 'pglite') {
      const db = database.raw as PGlite;
      run = async (text, values) => {
        if (values?.length) return { rows: (await db.query(text, values)).rows };
        return { rows: (await db.exec(text)).at(-1)?.rows ?? [] };
      };
    } else {
      const pool = new pg.Pool({
        connectionString: (database.raw as pg.Pool).options.connectionString,
        max: resolved.concurrency + 2,
      });
      run = async (text, values) => (values?.length ? pool.query(text, values) : pool.query(text));
      // As the server's own pool: an idle connection ended by the database is replaced, not fatal.
      pool.on('error', (error) => console.error('[jobs] idle connection ended:', error.message));
      release = () => pool.end();
    }
    const boss = new PgBoss({
      db: {
        // A job abandoned at shutdown settles later, when its database may be closed; the next
        // process retries it anyway. pg-boss's late complete/fail is answered "0 rows
        // affected" (the shape it reads) instead of failing as an unhandled rejection.
        executeSql: (text, values) =>
          lifecycle.stopped ? Promise.resolve({ rows: [{ count: 0 }] }) : run(text, values),
      },
      // Cron schedules (the orphan sweep): one process of the database sends each run.
      schedule: true,
      maintenanceIntervalSeconds: resolved.maintenanceIntervalSeconds,
    });
    // pg-boss reports failures of its own loops here; a job's own failure is recorded by us.
    boss.on('error', (error) => console.error('[jobs]', error.message));
    try {
      await boss.start();
    } catch (error) {
      // A queue that did not start leaves no pool behind, and whatever pg-boss had begun before
      // the failure (its stop() does nothing until start() has finished) no longer reaches the
      // database. The caller sees why it failed.
      lifecycle.stopped = true;
      await release();
      throw error;
    }
    return new JobQueue(boss, resolved, release, lifecycle);
  }

  async work<T extends object>(
    queue: string,
    handler: (job: QueuedJob<T>) => Promise<void>,
  ): Promise<void> {
    await this.ensureQueue(queue);
    for (let i = 0; i < this.settings.concurrency; i++) {
      await this.boss.work<T>(
        queue,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: this.settings.pollingIntervalSeconds,
        },
        async ([job]) => {
          if (!job) return;
          await handler({
            id: job.id,
            data: job.data,
            retryCount: job.retryCount,
            isLastAttempt: job.retryCount >= job.retryLimit,
          });
        },
      );
    }
  }

  private async ensureQueue(queue: string): Promise<void> {
    await this.boss.createQueue(queue, {
      name: queue,
      retryLimit: this.settings.retryLimit,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.settings.expireInSeconds,
    });
  }

  /** Sends a job to `queue` on this cron (UTC); the schedule is kept in the database. */
  async schedule(queue: string, cron: string): Promise<void> {
    await this.ensureQueue(queue);
    await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
  }

  /**
   * Queues a job; with `startAfterSeconds`, no worker takes it before then. `within` writes it
   * in that transaction: it exists exactly when the transaction's other changes do.
   */
  async send(
    queue: string,
    data: object,
    { startAfterSeconds, within }: { startAfterSeconds?: number; within?: Queryable } = {},
  ): Promise<string | null> {
    const options: PgBoss.SendOptions = {};
    if (startAfterSeconds !== undefined) options.startAfter = startAfterSeconds;
    if (within) {
      options.db = {
        executeSql: async (text, values) => ({ rows: await within.query(text, values) }),
      };
    }
    return this.boss.send(queue, data, options);
  }

  /**
   * Queues a job in place of those of `queue` still waiting whose data holds `replaced` (the
   * fields naming the row they work on), in the transaction `within`. A newer request makes
   * them pointless, yet each would still take a worker's turn (a worker takes about one a
   * second), so an applicant asking again and again would queue everyone else behind them.
   * A job already started is left to finish or to find itself outdated.
   */
  async sendReplacing(
    queue: string,
    data: object,
    { replaced, within }: { replaced: object; within: Queryable },
  ): Promise<string | null> {
    await within.query(
      `DELETE FROM pgboss.job WHERE name = $1 AND state = 'created' AND data @> $2::jsonb`,
      [queue, JSON.stringify(replaced)],
    );
    return this.send(queue, data, { within });
  }

  /**
   * Waits for running jobs, up to the shutdown timeout; any still running is failed, so the
   * next process retries it.
   */
  async stop(): Promise<void> {
    await this.boss.stop({
      graceful: true,
      wait: true,
      timeout: this.settings.shutdownTimeoutSeconds * 1000,
    });
    this.lifecycle.stopped = true;
    await this.release();
  }
}
