import { randomBytes } from 'node:crypto';
import {
  isPendingStatus,
  pendingDocumentStatuses,
  type DocumentAnswers,
  type DocumentConversionReply,
  type DocumentStatus,
} from '@applykit/api-contract';
import { validateFile } from '@applykit/admissions-form/validate';
import type { Database, Queryable } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { findSoffice, sandboxAvailable, type ConvertOptions } from './convertToPdf';
import { DocumentRejected, inspectDocument, type DocumentType } from './fileContent';
import { ConversionCancelled, convertInOwnProcess } from './isolatedConversion';
import {
  DurableClaims,
  heartbeatIsFresh,
  heartbeatSettings,
  type HeartbeatSettings,
} from './durableClaim';
import type { JobQueue, QueuedJob } from './jobQueue';
import type { DocumentStorage } from './storage';

const conversionQueue = 'document-conversion';
export const conversionSweepQueue = 'document-conversion-sweep';

/** A conversion's heartbeat, when it counts as dead, and the sweep that queues those again. */
export type ConversionSettings = HeartbeatSettings;

/** `signal` aborts when the conversion is deleted or replaced: stop, and throw. */
export type Converter = (
  bytes: Uint8Array,
  type: DocumentType,
  control: { signal: AbortSignal },
) => Promise<Uint8Array>;

interface ConversionJob {
  applicantId: string;
  answerKey: string;
  fileKey: string;
}

const unavailable =
  'We could not convert your file at this time. Please try uploading it again later.';

/** Object keys are path segments: ids and answer keys are kept readable when they are safe. */
function segment(value: string): string {
  return /^[A-Za-z0-9_-]{1,100}$/.test(value) ? value : `x${Buffer.from(value).toString('hex')}`;
}

export function applicantPrefix(applicantId: string): string {
  return `applicants/${segment(applicantId)}`;
}

/** Every upload for one question of one applicant lives under this prefix, and only there. */
function uploadPrefix(applicantId: string, answerKey: string): string {
  return `${applicantPrefix(applicantId)}/uploads/${segment(answerKey)}/`;
}

/** The document-answer map: answered documents by answer key. */
export async function readDocumentAnswers(
  database: Queryable,
  applicantId: string,
): Promise<DocumentAnswers> {
  const rows = await database.query<{ answer_key: string; file_name: string; file_size: number }>(
    `SELECT answer_key, file_name, file_size FROM document_answers
      WHERE applicant_id = $1 ORDER BY answer_key`,
    [applicantId],
  );
  return Object.fromEntries(
    rows.map((row) => [row.answer_key, { file_name: row.file_name, file_size: row.file_size }]),
  );
}

const nonce = () => randomBytes(12).toString('hex');

/**
 * The life of an uploaded document: a conversion is asked for, runs as a durable job, and on
 * success becomes the applicant's document answer for that question (replacing the previous
 * one). A file that is refused ends FAILED with the reason, and nothing else changes: an
 * earlier document answer for the same question stays as it was.
 */
export class DocumentConversion {
  private readonly convert: Converter;
  readonly settings: ConversionSettings;
  private readonly claims: DurableClaims<ConversionJob>;
  /** The conversions running in this process, by upload key, to stop when they are dropped. */
  private readonly running = new Map<string, AbortController>();

  constructor(
    private readonly database: Database,
    private readonly storage: DocumentStorage,
    private readonly jobs: JobQueue,
    options: {
      convert?: Converter;
      convertOptions?: ConvertOptions;
      settings?: Partial<ConversionSettings>;
    } = {},
  ) {
    this.convert = options.convert ?? this.inOwnProcess(options.convertOptions);
    this.settings = heartbeatSettings(options.settings);
    this.claims = new DurableClaims<ConversionJob>(database, jobs, this.settings, {
      table: 'document_conversions',
      columns: { applicantId: 'applicant_id', answerKey: 'answer_key', fileKey: 'file_key' },
      queue: conversionQueue,
      sweepQueue: conversionSweepQueue,
      spentReason: unavailable,
      describe: (job) => `[documents] ${job.fileKey}`,
    });
  }

  /**
   * The default converter. LibreOffice is looked for and its sandbox tried once, here, so a
   * server that cannot sandbox it says so in its own log at start and every conversion uses
   * the text fallback.
   */
  private inOwnProcess(convertOptions: ConvertOptions = {}): Converter {
    const soffice = convertOptions.soffice === undefined ? findSoffice() : convertOptions.soffice;
    const resolved = { ...convertOptions, soffice: soffice && sandboxAvailable() ? soffice : null };
    return (bytes, type, { signal }) => convertInOwnProcess(bytes, type, { ...resolved, signal });
  }

  /** Works the conversion queue, and the sweep's, whose schedule is kept in the database. */
  async startWorkers(): Promise<void> {
    await this.jobs.work<ConversionJob>(conversionQueue, (job) => this.run(job));
    await this.claims.startSweep();
  }

  newUploadKey(applicantId: string, answerKey: string): string {
    return `${uploadPrefix(applicantId, answerKey)}${nonce()}`;
  }

  /** Checks what can be checked now (the file rules on name and stored size) and queues the rest. */
  async request(
    applicantId: string,
    answerKey: string,
    fileKey: string,
    fileName: string,
  ): Promise<DocumentConversionReply> {
    if (!fileKey.startsWith(uploadPrefix(applicantId, answerKey))) {
      throw notFound();
    }
    const size = await this.storage.size(fileKey);
    if (size === null) {
      throw badRequest('No file was uploaded with this key. Please upload it again.');
    }
    const [problem] = validateFile({ name: fileName, size });
    if (problem) {
      await this.storage.remove([fileKey]);
      throw badRequest(problem);
    }
    const replaced = await this.database.transaction(async (tx) => {
      const [previous] = await tx.query<{ file_key: string; status: string }>(
        `SELECT file_key, status FROM document_conversions
          WHERE applicant_id = $1 AND answer_key = $2 FOR UPDATE`,
        [applicantId, answerKey],
      );
      await tx.query(
        `INSERT INTO document_conversions (applicant_id, answer_key, file_key, file_name, file_size, status)
         VALUES ($1, $2, $3, $4, $5, 'UNPROCESSED')
         ON CONFLICT (applicant_id, answer_key) DO UPDATE SET
           file_key = excluded.file_key, file_name = excluded.file_name,
           file_size = excluded.file_size, status = 'UNPROCESSED', reason = NULL,
           attempts = 0, created_at = now(), updated_at = now()`,
        [applicantId, answerKey, fileKey, fileName, size],
      );
      // One waiting job per question, whatever the number of requests.
      await this.jobs.sendReplacing(
        conversionQueue,
        { applicantId, answerKey, fileKey },
        { replaced: { applicantId, answerKey }, within: tx },
      );
      return previous;
    });
    // A completed conversion's file now belongs to the document answer; any other is abandoned.
    if (replaced && replaced.status !== 'COMPLETED' && replaced.file_key !== fileKey) {
      this.stopRunning([replaced.file_key]);
      await this.storage.remove([replaced.file_key]);
    }
    return { status: 'UNPROCESSED' };
  }

  /** The stored answer of one document question: its file name and converted PDF's key. */
  async convertedDocument(applicantId: string, answerKey: string) {
    const [answer] = await this.database.query<{ file_name: string; pdf_key: string }>(
      'SELECT file_name, pdf_key FROM document_answers WHERE applicant_id = $1 AND answer_key = $2',
      [applicantId, answerKey],
    );
    return answer ?? null;
  }

  async status(applicantId: string, answerKey: string): Promise<DocumentConversionReply> {
    const [conversion] = await this.database.query<{ status: string; reason: string | null }>(
      'SELECT status, reason FROM document_conversions WHERE applicant_id = $1 AND answer_key = $2',
      [applicantId, answerKey],
    );
    if (conversion) {
      return conversion.status === 'FAILED'
        ? { status: 'FAILED', message: conversion.reason ?? unavailable }
        : { status: conversion.status as DocumentConversionReply['status'] };
    }
    const [answer] = await this.database.query(
      'SELECT 1 FROM document_answers WHERE applicant_id = $1 AND answer_key = $2',
      [applicantId, answerKey],
    );
    return { status: answer ? 'COMPLETED' : 'NOT_ANSWERED' };
  }

  /**
   * Forgets the conversion: a pending one is cancelled (its job finds nothing to do) and its
   * upload removed. A completed one's document answer stays; DELETE document-answer removes it.
   */
  async cancel(applicantId: string, answerKey: string): Promise<void> {
    const [removed] = await this.database.query<{ file_key: string; status: string }>(
      `DELETE FROM document_conversions WHERE applicant_id = $1 AND answer_key = $2
       RETURNING file_key, status`,
      [applicantId, answerKey],
    );
    if (removed && removed.status !== 'COMPLETED') {
      this.stopRunning([removed.file_key]);
      await this.storage.remove([removed.file_key]);
    }
  }

  answers(applicantId: string): Promise<DocumentAnswers> {
    return readDocumentAnswers(this.database, applicantId);
  }

  /** Removes the document answer, its files, and any conversion of that question. */
  async removeAnswer(applicantId: string, answerKey: string): Promise<void> {
    const keys = await this.database.transaction(async (tx) => {
      const answers = await tx.query<{ upload_key: string; pdf_key: string }>(
        `DELETE FROM document_answers WHERE applicant_id = $1 AND answer_key = $2
         RETURNING upload_key, pdf_key`,
        [applicantId, answerKey],
      );
      const conversions = await tx.query<{ file_key: string }>(
        `DELETE FROM document_conversions WHERE applicant_id = $1 AND answer_key = $2
         RETURNING file_key`,
        [applicantId, answerKey],
      );
      return [
        ...answers.flatMap((row) => [row.upload_key, row.pdf_key]),
        ...conversions.map((row) => row.file_key),
      ];
    });
    this.stopRunning(keys);
    await this.storage.remove([...new Set(keys)]);
  }

  private stopRunning(fileKeys: string[]): void {
    for (const key of fileKeys) this.running.get(key)?.abort();
  }

  /**
   * Claims the conversion for this attempt, unless another of the same applicant's
   * conversions is running: one applicant's uploads convert one at a time, so a queue of one
   * applicant's files never holds up another's. `busy` means try again shortly. "Running"
   * means IN_PROGRESS with a fresh heartbeat, here or on another server; a conversion whose
   * heartbeat stopped belonged to a process that died and holds up nothing.
   */
  private async claim(
    job: QueuedJob<ConversionJob>,
  ): Promise<{ file_name: string; attempts: number } | 'busy' | undefined> {
    const { applicantId, answerKey, fileKey } = job.data;
    return this.database.transaction(async (tx) => {
      const rows = await tx.query<{
        answer_key: string;
        file_key: string;
        status: DocumentStatus;
        claimed_by: string | null;
        running: boolean;
      }>(
        `SELECT answer_key, file_key, status, claimed_by,
                ${heartbeatIsFresh('$2')} AS running
           FROM document_conversions WHERE applicant_id = $1 ORDER BY answer_key FOR UPDATE`,
        [applicantId, this.settings.staleAfterSeconds],
      );
      const own = rows.find((row) => row.answer_key === answerKey);
      if (!own || own.file_key !== fileKey || !isPendingStatus(own.status)) {
        return undefined;
      }
      // Another job is converting this file right now (a sweep's copy, or pg-boss's late retry
      // of a job whose process died): one run is enough. A retry of this job keeps its id.
      if (own.running && own.claimed_by !== job.id) return undefined;
      if (rows.some((row) => row !== own && row.running)) return 'busy';
      const [claimed] = await tx.query<{ file_name: string; attempts: number }>(
        `UPDATE document_conversions
            SET status = 'IN_PROGRESS', attempts = attempts + 1, claimed_by = $4, updated_at = now()
          WHERE applicant_id = $1 AND answer_key = $2 AND file_key = $3
          RETURNING file_name, attempts`,
        [applicantId, answerKey, fileKey, job.id],
      );
      return claimed;
    });
  }

  /** One attempt of a conversion job. Throws only for failures worth retrying. */
  async run(job: QueuedJob<ConversionJob>): Promise<void> {
    const claimed = await this.claim(job);
    if (claimed === 'busy') {
      await this.jobs.send(conversionQueue, job.data, {
        startAfterSeconds: Math.max(1, 2 * this.jobs.settings.pollingIntervalSeconds),
      });
      return;
    }
    if (!claimed) return;
    const { fileKey } = job.data;
    const control = new AbortController();
    this.running.set(fileKey, control);
    // The heartbeat. It also stops this run when the conversion was deleted, replaced or taken
    // over through another server, which cannot reach this process.
    const stopBeating = this.claims.keepAlive(job, () => control.abort());
    try {
      const bytes = await this.storage.read(fileKey);
      if (!bytes) {
        throw new DocumentRejected('We could not find your uploaded file. Please upload it again.');
      }
      const type = await inspectDocument(bytes, claimed.file_name);
      const pdf = await this.convert(bytes, type, { signal: control.signal });
      await this.complete(job.data, pdf);
    } catch (error) {
      if (error instanceof ConversionCancelled || control.signal.aborted) return;
      if (error instanceof DocumentRejected) {
        await this.fail(job.data, error.message, true);
        return;
      }
      // The row counts attempts across jobs: the sweep's copies spend the same budget.
      if (job.isLastAttempt || claimed.attempts > this.jobs.settings.retryLimit) {
        await this.fail(job.data, unavailable, false, job.id);
      }
      throw error;
    } finally {
      stopBeating();
      this.running.delete(fileKey);
    }
  }

  /**
   * The sweep: every conversion whose heartbeat stopped (its process died) is queued again, for
   * any live server; one that already used up its attempts is FAILED instead.
   */
  requeueStalled(): Promise<void> {
    return this.claims.requeueStalled();
  }

  private async complete(job: ConversionJob, pdf: Uint8Array): Promise<void> {
    const pdfKey = `${applicantPrefix(job.applicantId)}/documents/${segment(job.answerKey)}/${nonce()}.pdf`;
    await this.storage.write(pdfKey, pdf, 'application/pdf');
    const stale = await this.database.transaction(async (tx) => {
      const [current] = await tx.query<{ file_name: string; file_size: number }>(
        `SELECT file_name, file_size FROM document_conversions
          WHERE applicant_id = $1 AND answer_key = $2 AND file_key = $3 AND status = 'IN_PROGRESS'
          FOR UPDATE`,
        [job.applicantId, job.answerKey, job.fileKey],
      );
      // Deleted or replaced while converting: this result is nobody's.
      if (!current) return [pdfKey];
      const [previous] = await tx.query<{ upload_key: string; pdf_key: string }>(
        `SELECT upload_key, pdf_key FROM document_answers
          WHERE applicant_id = $1 AND answer_key = $2 FOR UPDATE`,
        [job.applicantId, job.answerKey],
      );
      await tx.query(
        `INSERT INTO document_answers (applicant_id, answer_key, file_name, file_size, upload_key, pdf_key)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (applicant_id, answer_key) DO UPDATE SET
           file_name = excluded.file_name, file_size = excluded.file_size,
           upload_key = excluded.upload_key, pdf_key = excluded.pdf_key, answered_at = now()`,
        [job.applicantId, job.answerKey, current.file_name, current.file_size, job.fileKey, pdfKey],
      );
      await tx.query(
        `UPDATE document_conversions SET status = 'COMPLETED', reason = NULL, updated_at = now()
          WHERE applicant_id = $1 AND answer_key = $2`,
        [job.applicantId, job.answerKey],
      );
      return previous ? [previous.upload_key, previous.pdf_key] : [];
    });
    await this.storage.remove(stale.filter((key) => key !== job.fileKey));
  }

  /**
   * With `claimant`, only while that job still holds the conversion: a machine failure of a run
   * the sweep has since queued again is not the conversion's end.
   */
  private async fail(
    job: ConversionJob,
    reason: string,
    discardUpload: boolean,
    claimant: string | null = null,
  ): Promise<void> {
    // A refused upload is nobody's file whether or not the row below still names it, and
    // removing it first means no one reads FAILED while the file is still stored.
    if (discardUpload) await this.storage.remove([job.fileKey]);
    await this.database.query(
      `UPDATE document_conversions SET status = 'FAILED', reason = $4, updated_at = now()
        WHERE applicant_id = $1 AND answer_key = $2 AND file_key = $3
          AND status = ANY($5::text[]) AND ($6::text IS NULL OR claimed_by = $6)`,
      [job.applicantId, job.answerKey, job.fileKey, reason, pendingDocumentStatuses, claimant],
    );
  }
}
