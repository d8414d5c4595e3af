import type { Database } from '../db/database';
import type { JobQueue, QueuedJob } from './jobQueue';

/**
 * How a job proves that the row it works on is still being worked on: the claim names the job
 * (`claimed_by`, the pg-boss job id, which a retry of the same job keeps), and while it runs the
 * row's `updated_at` is refreshed (its heartbeat). A row IN_PROGRESS whose heartbeat stopped
 * belonged to a process that died: the sweep queues it again, or fails it once its attempts are
 * spent, long before pg-boss's own expiry of the dead job would.
 */
export interface HeartbeatSettings {
  /**
   * How often a running job refreshes its row (its heartbeat) and checks that it still holds
   * it: a delete, a replacement or a takeover through another server stops it.
   */
  heartbeatSeconds: number;
  /**
   * A row whose heartbeat is older than this is no longer worked on: the process that held it
   * died. It holds up nothing any more, and the sweep queues it again.
   */
  staleAfterSeconds: number;
  /** When the sweep runs (pg-boss cron, UTC); one server of the database runs each. */
  sweepCron: string;
}

const defaultHeartbeatSettings: HeartbeatSettings = {
  heartbeatSeconds: 2,
  staleAfterSeconds: 30,
  sweepCron: '* * * * *',
};

/** The settings with their defaults, checked. */
export function heartbeatSettings(settings: Partial<HeartbeatSettings> = {}): HeartbeatSettings {
  const resolved = { ...defaultHeartbeatSettings, ...settings };
  // A few missed beats (a slow database, a busy event loop) must not pass for a dead process.
  if (resolved.staleAfterSeconds < 3 * resolved.heartbeatSeconds) {
    throw new Error('staleAfterSeconds must be at least three heartbeats.');
  }
  return resolved;
}

/**
 * SQL: the row is IN_PROGRESS with a heartbeat younger than the stale window (`seconds`, a
 * parameter such as `$2`): some job is working on it now, here or on another server.
 */
export function heartbeatIsFresh(seconds: string): string {
  return `status = 'IN_PROGRESS' AND updated_at > now() - make_interval(secs => ${seconds})`;
}

function heartbeatIsStale(seconds: string): string {
  return `status = 'IN_PROGRESS' AND updated_at < now() - make_interval(secs => ${seconds})`;
}

/** One table whose rows jobs claim, and what the sweep does with those whose job died. */
export interface ClaimedWork<Job extends object> {
  /** A table with `status`, `reason`, `attempts`, `claimed_by` and `updated_at`. */
  table: string;
  /** The job's data, field by column: the columns that say which row (and version) it is. */
  columns: { readonly [Field in keyof Job]: string };
  /** Where the jobs go; the sweep sends its own there too. */
  queue: string;
  sweepQueue: string;
  /** What the row says when its dead servers have used up its attempts. */
  spentReason: string;
  /** Names the work in the log, with its module: `[documents] …`. */
  describe: (job: Job) => string;
  /**
   * A stalled row no longer wanted (what it was asked for is out of date) is not queued again:
   * it is set to this (an SQL `SET` list) instead, and whoever wants it asks again.
   */
  withdraw?: { isOutdated: (job: Job) => Promise<boolean>; set: string };
}

/**
 * The heartbeat, the stale check and the sweep of one table's claimed rows: what conversions
 * and application PDF builds share so that a job whose server died resumes on a live server
 * within a minute or two.
 */
export class DurableClaims<Job extends object> {
  private readonly fields: (keyof Job)[];

  constructor(
    private readonly database: Database,
    private readonly jobs: JobQueue,
    readonly settings: HeartbeatSettings,
    private readonly work: ClaimedWork<Job>,
  ) {
    this.fields = Object.keys(work.columns) as (keyof Job)[];
  }

  /** Works the sweep's queue, whose schedule is kept in the database. */
  async startSweep(): Promise<void> {
    await this.jobs.work(this.work.sweepQueue, () => this.requeueStalled());
    await this.jobs.schedule(this.work.sweepQueue, this.settings.sweepCron);
  }

  /** `column = $n AND …` for the job's fields, from `$first`, with their values. */
  private matching(data: Job, first = 1): { where: string; values: unknown[] } {
    return {
      where: this.fields
        .map((field, i) => `${this.work.columns[field]} = $${first + i}`)
        .join(' AND '),
      values: this.fields.map((field) => data[field]),
    };
  }

  /**
   * Beats every `heartbeatSeconds` while `job` holds its row; `lost` is called when it no
   * longer does (deleted, replaced or taken over through another server, which cannot reach
   * this process). Returns the function that stops the beats.
   */
  keepAlive(job: QueuedJob<Job>, lost: () => void): () => void {
    const { where, values } = this.matching(job.data);
    const beat = async () => {
      const [row] = await this.database.query(
        `UPDATE ${this.work.table} SET updated_at = now()
          WHERE ${where} AND status = 'IN_PROGRESS' AND claimed_by = $${values.length + 1}
          RETURNING 1`,
        [...values, job.id],
      );
      return Boolean(row);
    };
    const timer = setInterval(() => {
      void beat().then(
        (held) => held || lost(),
        () => undefined,
      );
    }, this.settings.heartbeatSeconds * 1000);
    return () => clearInterval(timer);
  }

  /**
   * The sweep: every row whose heartbeat stopped (its process died) is queued again, for any
   * live server. One that already used up its attempts is FAILED instead: work that kills the
   * servers doing it must not go round them all for ever.
   */
  async requeueStalled(): Promise<void> {
    const { table, columns, queue, spentReason, withdraw } = this.work;
    const attemptsAllowed = this.jobs.settings.retryLimit + 1;
    const selected = this.fields
      .map((field) => `${columns[field]}::text AS "${String(field)}"`)
      .join(', ');
    const order = this.fields.map((field) => columns[field]).join(', ');
    const stalled = await this.database.query<Job>(
      `SELECT ${selected} FROM ${table} WHERE ${heartbeatIsStale('$1')}
        ORDER BY ${order} LIMIT 1000`,
      [this.settings.staleAfterSeconds],
    );
    for (const data of stalled) {
      // Asked before the transaction: it may read through connections of its own.
      const outdated = withdraw ? await withdraw.isOutdated(data) : false;
      await this.database.transaction(async (tx) => {
        const { where, values } = this.matching(data);
        const next = values.length + 1;
        // SKIP LOCKED: a row locked now is being claimed or beating, so not stalled.
        const [still] = await tx.query<{ attempts: number }>(
          `SELECT attempts FROM ${table}
            WHERE ${where} AND ${heartbeatIsStale(`$${next}`)} FOR UPDATE SKIP LOCKED`,
          [...values, this.settings.staleAfterSeconds],
        );
        if (!still) return;
        const { attempts } = still;
        const spent = attempts >= attemptsAllowed;
        if (outdated && withdraw) {
          await tx.query(`UPDATE ${table} SET ${withdraw.set} WHERE ${where}`, values);
          return;
        }
        // UNPROCESSED: queued again, so the next sweep does not queue it a second time.
        await tx.query(
          `UPDATE ${table}
              SET status = $${next}, reason = $${next + 1}, claimed_by = NULL, updated_at = now()
            WHERE ${where}`,
          [...values, spent ? 'FAILED' : 'UNPROCESSED', spent ? spentReason : null],
        );
        if (spent) {
          console.error(
            `${this.work.describe(data)}: the processes working on it stopped ${attempts} times; FAILED`,
          );
        } else {
          await this.jobs.send(queue, data, { within: tx });
        }
      });
    }
  }
}
