import { randomUUID } from 'node:crypto';
import type { WebhookDelivery, WebhookDeliveryState } from '@applykit/api-contract';
import type { PartnerForm } from '@applykit/admissions-form/validate';
import { statementParameters, type Database, type Queryable } from '../db/database';
import { readDocumentAnswers } from '../documents';
import type { JobQueue, QueuedJob } from '../documents/jobQueue';
import { exportedApplication, type ApplicationRecordShape } from '../staff/export';
import type { WebhookSettings } from './settings';
import { webhookHeaders, webhookSignature } from './signature';

export interface WebhookDeliverySettings {
  /** Attempts before a delivery is given up as a dead letter. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles after each further one, up to the cap. */
  firstRetrySeconds: number;
  maxRetrySeconds: number;
  /** How long the receiver has to answer one attempt. */
  timeoutSeconds: number;
}

/**
 * 16 attempts, waits of 1, 2, 4 … minutes capped at 4 hours: the last attempt comes about
 * 32 hours after the first, so a receiver that is down for a day loses nothing.
 */
export const defaultWebhookDeliverySettings: WebhookDeliverySettings = {
  maxAttempts: 16,
  firstRetrySeconds: 60,
  maxRetrySeconds: 4 * 60 * 60,
  timeoutSeconds: 10,
};

/** The wait before the next attempt, after `failedAttempts` attempts failed (1 or more). */
export function retryDelaySeconds(
  failedAttempts: number,
  settings: WebhookDeliverySettings,
): number {
  const doubled = settings.firstRetrySeconds * 2 ** Math.min(failedAttempts - 1, 30);
  return Math.min(settings.maxRetrySeconds, doubled);
}

export const webhookDeliveryQueue = 'webhook-delivery';
const sweepQueue = 'webhook-delivery-sweep';

interface DeliveryJob {
  deliveryId: string;
}

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The hand-off of each submitted application to the student system: a delivery row written in
 * the submit's own transaction together with its job, attempts run by the job queue on any
 * server of the database, retried with capped exponential backoff, and given up as a dead
 * letter that an admin can redeliver.
 */
export class WebhookDeliveries {
  readonly settings: WebhookDeliverySettings;

  constructor(
    private readonly database: Database,
    private readonly jobs: JobQueue,
    private readonly target: WebhookSettings | undefined,
    private readonly application: { form: PartnerForm; shape: ApplicationRecordShape },
    settings: Partial<WebhookDeliverySettings> = {},
  ) {
    this.settings = { ...defaultWebhookDeliverySettings, ...settings };
  }

  get configured(): boolean {
    return this.target !== undefined;
  }

  /**
   * Runs the attempts in this process, and every ten minutes looks for a pending delivery whose
   * job was lost (its attempts failed past the queue's own retries): nothing waits forever.
   */
  async startWorkers(): Promise<void> {
    if (!this.target) return;
    await this.jobs.work<DeliveryJob>(webhookDeliveryQueue, (job) => this.attempt(job));
    await this.jobs.work(sweepQueue, () => this.requeueOverdue());
    await this.jobs.schedule(sweepQueue, '*/10 * * * *');
  }

  /**
   * Queues the hand-off of a just-submitted application, in the submit's transaction: both
   * are kept or neither. The body is written now, so every attempt sends the same bytes.
   */
  async queue(tx: Queryable, applicantId: string): Promise<void> {
    if (!this.target) return;
    const record = await exportedApplication(tx, applicantId, this.application.shape);
    if (!record) return;
    const documents = await readDocumentAnswers(tx, applicantId);
    const body = JSON.stringify({
      event: 'application.submitted',
      application: {
        ...record,
        definition_version: this.application.form.definition.version,
        documents: Object.entries(documents).map(([key, document]) => ({ key, ...document })),
      },
    });
    const deliveryId = randomUUID();
    await tx.query('INSERT INTO webhook_deliveries (id, applicant_id, body) VALUES ($1, $2, $3)', [
      deliveryId,
      applicantId,
      body,
    ]);
    await this.jobs.send(webhookDeliveryQueue, { deliveryId }, { within: tx });
  }

  /**
   * One attempt. The delivery is held while it runs, so a second job of the same delivery (a
   * redelivery, a sweep, another server) does nothing; only a 2xx answer counts as delivered.
   */
  async attempt(job: QueuedJob<DeliveryJob>): Promise<void> {
    const target = this.target;
    if (!target) return;
    const holdSeconds = this.settings.timeoutSeconds + 50;
    const [delivery] = await this.database.query<{ id: string; body: string }>(
      `UPDATE webhook_deliveries
          SET attempting_until = now() + make_interval(secs => $2), updated_at = now()
        WHERE id = $1 AND state = 'pending'
          AND (attempting_until IS NULL OR attempting_until < now())
        RETURNING id, body`,
      [job.data.deliveryId, holdSeconds],
    );
    if (!delivery) return;
    const outcome = await this.post(target, delivery.id, delivery.body);
    await this.database.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO webhook_delivery_attempts (delivery_id, status_code, error) VALUES ($1, $2, $3)',
        [delivery.id, outcome.statusCode, outcome.error],
      );
      if (outcome.error === null) {
        await tx.query(
          `UPDATE webhook_deliveries
              SET state = 'delivered', attempts = attempts + 1, delivered_at = now(),
                  attempting_until = NULL, last_error = NULL, updated_at = now()
            WHERE id = $1`,
          [delivery.id],
        );
        return;
      }
      const [failed] = await tx.query<{ attempts: number }>(
        `UPDATE webhook_deliveries
            SET attempts = attempts + 1, attempting_until = NULL, last_error = $2,
                state = CASE WHEN attempts + 1 >= $3 THEN 'dead' ELSE state END,
                updated_at = now()
          WHERE id = $1 RETURNING attempts`,
        [delivery.id, outcome.error, this.settings.maxAttempts],
      );
      if (failed!.attempts >= this.settings.maxAttempts) return;
      const wait = retryDelaySeconds(failed!.attempts, this.settings);
      await tx.query(
        `UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => $2)
          WHERE id = $1`,
        [delivery.id, wait],
      );
      await this.jobs.send(webhookDeliveryQueue, job.data, { startAfterSeconds: wait, within: tx });
    });
  }

  private async post(
    target: WebhookSettings,
    deliveryId: string,
    body: string,
  ): Promise<{ statusCode: number | null; error: string | null }> {
    const timestamp = Math.floor(Date.now() / 1000);
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ApplyKit-Webhook/1',
          [webhookHeaders.delivery]: deliveryId,
          [webhookHeaders.timestamp]: String(timestamp),
          [webhookHeaders.signature]: webhookSignature(target.secret, deliveryId, timestamp, body),
        },
        body,
        // A redirect is the receiver's mistake to fix, not an address to follow with the body.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.settings.timeoutSeconds * 1000),
      });
      await response.body?.cancel();
      if (response.status >= 200 && response.status < 300) {
        return { statusCode: response.status, error: null };
      }
      return { statusCode: response.status, error: `The receiver answered ${response.status}.` };
    } catch (failure) {
      const reason = failure instanceof Error ? (failure.cause ?? failure) : failure;
      const text = reason instanceof Error ? reason.message : String(reason);
      return {
        statusCode: null,
        error: `The receiver could not be reached: ${text}`.slice(0, 500),
      };
    }
  }

  /** Pending deliveries overdue by ten minutes and not being attempted get a job again. */
  private async requeueOverdue(): Promise<void> {
    const overdue = await this.database.query<{ id: string }>(
      `SELECT id FROM webhook_deliveries
        WHERE state = 'pending' AND next_attempt_at < now() - interval '10 minutes'
          AND (attempting_until IS NULL OR attempting_until < now())
        ORDER BY next_attempt_at LIMIT 1000`,
    );
    for (const { id } of overdue) await this.jobs.send(webhookDeliveryQueue, { deliveryId: id });
  }

  /** Newest first, by state; `before` is the `next` of the previous page. */
  async list(query: {
    state?: WebhookDeliveryState | undefined;
    limit: number;
    before?: string | undefined;
  }): Promise<{ deliveries: WebhookDelivery[]; next: string | null }> {
    const { params, parameter } = statementParameters();
    const where = ['true'];
    if (query.state) where.push(`d.state = ${parameter(query.state)}`);
    const cursor = query.before ? decodeCursor(query.before) : null;
    if (cursor) {
      where.push(
        `(d.created_at, d.id) < (${parameter(cursor.at)}::timestamptz, ${parameter(cursor.id)}::uuid)`,
      );
    }
    const rows = await this.database.query<WebhookDelivery & { cursor_at: string }>(
      `SELECT d.id::text AS id, d.applicant_id::text AS applicant_id,
              trim(coalesce(p.answers ->> 'first_name', '') || ' ' ||
                   coalesce(p.answers ->> 'last_name', '')) AS name,
              d.state, d.attempts, d.last_error,
              CASE WHEN d.state = 'pending' THEN ${iso('d.next_attempt_at')} END AS next_attempt_at,
              ${iso('d.delivered_at')} AS delivered_at, ${iso('d.created_at')} AS created_at,
              to_char(d.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at
         FROM webhook_deliveries d
         LEFT JOIN applications p ON p.applicant_id = d.applicant_id
        WHERE ${where.join(' AND ')}
        ORDER BY d.created_at DESC, d.id DESC LIMIT ${parameter(query.limit + 1)}`,
      params,
    );
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      deliveries: page.map(({ cursor_at: _cursor, ...delivery }) => delivery),
      next:
        rows.length > query.limit && last
          ? Buffer.from(JSON.stringify([last.cursor_at, last.id])).toString('base64url')
          : null,
    };
  }

  /**
   * Queues a dead letter again, with a fresh round of attempts, in the transaction of the
   * admin's audit entry. 'missing' and 'not-dead' change nothing.
   */
  async redeliver(
    tx: Queryable,
    deliveryId: string,
  ): Promise<{ applicantId: string } | 'missing' | 'not-dead'> {
    const [delivery] = await tx.query<{ state: WebhookDeliveryState; applicant_id: string }>(
      'SELECT state, applicant_id FROM webhook_deliveries WHERE id = $1 FOR UPDATE',
      [deliveryId],
    );
    if (!delivery) return 'missing';
    if (delivery.state !== 'dead') return 'not-dead';
    await tx.query(
      `UPDATE webhook_deliveries
          SET state = 'pending', attempts = 0, next_attempt_at = now(), updated_at = now()
        WHERE id = $1`,
      [deliveryId],
    );
    await this.jobs.send(webhookDeliveryQueue, { deliveryId }, { within: tx });
    return { applicantId: delivery.applicant_id };
  }
}

function decodeCursor(text: string): { at: string; id: string } | null {
  try {
    const [at, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    if (typeof at !== 'string' || Number.isNaN(Date.parse(at))) return null;
    if (typeof id !== 'string' || !uuid.test(id)) return null;
    return { at, id };
  } catch {
    return null;
  }
}
