import type { Database } from '../db/database';
import type { JobQueue } from './jobQueue';
import type { DocumentStorage } from './storage';

export const sweepQueue = 'document-sweep';

export interface OrphanSweepSettings {
  /**
   * An object nothing refers to is removed only once it is this old. It covers an upload
   * whose conversion is not asked for yet and a PDF written just before its row commits.
   */
  graceSeconds: number;
  /** When the sweep runs (pg-boss cron, UTC); one server of the database runs each. */
  cron: string;
}

const defaultOrphanSweepSettings: OrphanSweepSettings = {
  graceSeconds: 24 * 60 * 60,
  cron: '17 * * * *',
};

/** Keys are checked against the tables this many at a time (S3 deletes up to 1,000). */
const batchSize = 500;

/**
 * Removes stored objects that no row refers to: uploads presigned and posted but never
 * registered for conversion, and files a deleted or replaced answer left behind when their
 * removal failed (or a half-written `.partial` of a crashed write). Referred to are the
 * uploads and PDFs of document answers, the uploads of conversions, and application PDFs.
 */
export class OrphanSweep {
  readonly settings: OrphanSweepSettings;

  constructor(
    private readonly database: Database,
    private readonly storage: DocumentStorage,
    private readonly jobs: JobQueue,
    settings: Partial<OrphanSweepSettings> = {},
  ) {
    this.settings = { ...defaultOrphanSweepSettings, ...settings };
  }

  /** Works the sweep queue and (re)writes its schedule: durable, in pg-boss's tables. */
  async start(): Promise<void> {
    await this.jobs.work(sweepQueue, async () => {
      await this.sweep();
    });
    await this.jobs.schedule(sweepQueue, this.settings.cron);
  }

  /** One pass; answers the keys it removed. */
  async sweep(now = new Date()): Promise<string[]> {
    const cutoff = now.getTime() - this.settings.graceSeconds * 1000;
    const removed: string[] = [];
    let batch: string[] = [];
    for await (const object of this.storage.list('applicants/')) {
      if (object.modifiedAt.getTime() > cutoff) continue;
      batch.push(object.key);
      if (batch.length === batchSize) {
        removed.push(...(await this.removeUnreferenced(batch)));
        batch = [];
      }
    }
    if (batch.length) removed.push(...(await this.removeUnreferenced(batch)));
    return removed;
  }

  private async removeUnreferenced(keys: string[]): Promise<string[]> {
    const rows = await this.database.query<{ key: string }>(
      `SELECT key FROM unnest($1::text[]) AS candidate (key)
        WHERE NOT EXISTS (SELECT 1 FROM document_answers WHERE upload_key = key)
          AND NOT EXISTS (SELECT 1 FROM document_answers WHERE pdf_key = key)
          AND NOT EXISTS (SELECT 1 FROM document_conversions WHERE file_key = key)
          AND NOT EXISTS (SELECT 1 FROM application_pdfs WHERE object_key = key)`,
      [keys],
    );
    const orphans = rows.map((row) => row.key);
    await this.storage.remove(orphans);
    return orphans;
  }
}
