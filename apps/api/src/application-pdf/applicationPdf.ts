import { createHash } from 'node:crypto';
import {
  allFields,
  applicationPages,
  defaultPartner,
  definitionInLocale,
  formatPartnerText,
  partnerInLocale,
  printApplication,
  printHeading,
  transferApplication,
  type Answers,
  type ApplicationDefinition,
  type PageDefinition,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';
import {
  messages,
  pendingDocumentStatuses,
  type AddAnotherCounts,
  type ApplicationPdfReply,
  type DocumentAnswers,
  type TabChoices,
} from '@applykit/api-contract';
import type { Database } from '../db/database';
import { applicantPrefix } from '../documents/documentConversion';
import {
  DurableClaims,
  heartbeatIsFresh,
  heartbeatSettings,
  type HeartbeatSettings,
} from '../documents/durableClaim';
import { renderInOwnProcess } from '../documents/isolatedConversion';
import type { JobQueue, QueuedJob } from '../documents/jobQueue';
import type { DocumentStorage } from '../documents/storage';
import { renderApplicationPdf, type ApplicationPdfContent } from './render';

const applicationPdfQueue = 'application-pdf';
export const applicationPdfSweepQueue = 'application-pdf-sweep';

/** What the PDF is made from besides the documents: the answers and what decides what shows. */
export interface SavedAnswers {
  answers: Answers;
  tabs?: TabChoices;
  addAnother?: AddAnotherCounts;
  /** The language the applicant chose; the partner's default language when none. */
  locale?: string;
}

/** Reads an applicant's saved answers; the answers' owner (the application module) provides it. */
export type LoadAnswers = (applicantId: string) => Promise<SavedAnswers>;

export interface ApplicationPdfOptions {
  loadAnswers: LoadAnswers;
  /** Labels, order and translations; the transfer application unless a partner form is given. */
  definition?: ApplicationDefinition;
  partner?: PartnerSettings;
  /** Makes the link returned with COMPLETED; the routes sign it for this applicant. */
  linkFor: (applicantId: string, objectKey: string) => string;
  /** A build's heartbeat and the sweep that queues again a build whose server died. */
  heartbeat?: Partial<HeartbeatSettings>;
}

interface BuildJob {
  applicantId: string;
  fingerprint: string;
}

interface DocumentRow {
  answer_key: string;
  file_name: string;
  file_size: number;
  pdf_key: string;
}

// Bumped when the layout changes, so PDFs built by an older server are rebuilt.
const layoutVersion = '3';

const pending = 'Your PDF is being prepared.';

export interface ApplicationPdfInput extends SavedAnswers {
  /** Converted documents by question, in the order they are appended. */
  documents: { answerKey: string; fileName: string; fileSize: number; pdf: Uint8Array }[];
  /** The pages in `locale`'s wording (`definitionInLocale`). */
  pages?: readonly PageDefinition[];
  partner?: PartnerSettings;
  now?: Date;
}

/** What the PDF shows, from answers and converted documents: plain data, cheap to make. */
export function applicationPdfContent(input: ApplicationPdfInput): ApplicationPdfContent {
  const pages = input.pages ?? applicationPages;
  const partner = input.partner ?? defaultPartner;
  const now = input.now ?? new Date();
  const { answers } = input;
  const byKey: DocumentAnswers = Object.fromEntries(
    input.documents.map((d) => [d.answerKey, { file_name: d.fileName, file_size: d.fileSize }]),
  );
  const labels = new Map(allFields(pages.flatMap((page) => page.sections)).map((f) => [f.key, f]));
  const name = [answers.first_name, answers.last_name].filter(Boolean).join(' ');
  const heading = printHeading({
    institution: partner.institutionName,
    applicant: name,
    printedAt: now,
    ...(input.locale && { locale: input.locale }),
  });
  return {
    ...heading,
    institution: partner.institutionName,
    pages: printApplication(pages, {
      answers,
      documents: byKey,
      partner,
      now,
      ...(input.locale && { locale: input.locale }),
      ...(input.tabs && { tabs: input.tabs }),
      ...(input.addAnother && { addAnother: input.addAnother }),
      otherAnswers: true,
    }),
    documents: input.documents.map((d) => {
      const field = labels.get(d.answerKey);
      return {
        label: field ? formatPartnerText(field.label, partner) : d.answerKey,
        fileName: d.fileName,
        pdf: d.pdf,
      };
    }),
  };
}

/** The PDF itself, in this process; no database, no storage. */
export function composeApplicationPdf(input: ApplicationPdfInput): Promise<Uint8Array> {
  return renderApplicationPdf(applicationPdfContent(input));
}

/**
 * The whole application as one PDF, built by a background job and kept until what it was
 * built from changes: GET /api/pdf compares a fingerprint of the answers and documents with
 * the stored one and only queues a build when they differ.
 */
export class ApplicationPdf {
  private readonly definition: ApplicationDefinition;
  private readonly partner: PartnerSettings;
  private readonly claims: DurableClaims<BuildJob>;

  constructor(
    private readonly database: Database,
    private readonly storage: DocumentStorage,
    private readonly jobs: JobQueue,
    private readonly options: ApplicationPdfOptions,
  ) {
    this.definition = options.definition ?? transferApplication;
    this.partner = options.partner ?? defaultPartner;
    this.claims = new DurableClaims<BuildJob>(
      database,
      jobs,
      heartbeatSettings(options.heartbeat),
      {
        table: 'application_pdfs',
        columns: { applicantId: 'applicant_id', fingerprint: 'fingerprint' },
        queue: applicationPdfQueue,
        sweepQueue: applicationPdfSweepQueue,
        spentReason: messages.pdfDownloadFailed,
        describe: (job) => `[application-pdf] ${job.applicantId}`,
        // The answers changed since the build was asked for: nobody is waiting for it, and the
        // next GET asks for the current one. An empty fingerprint matches no answers, so going
        // back to the old answers asks for a build too, instead of waiting on one never queued.
        withdraw: {
          isOutdated: (job) =>
            this.snapshot(job.applicantId).then(
              ({ fingerprint }) => fingerprint !== job.fingerprint,
              // Unreadable now: queued again, and the build decides.
              () => false,
            ),
          set: `fingerprint = '', status = 'UNPROCESSED', claimed_by = NULL, updated_at = now()`,
        },
      },
    );
  }

  /** Works the build queue, and the sweep's, whose schedule is kept in the database. */
  async startWorkers(): Promise<void> {
    await this.jobs.work<BuildJob>(applicationPdfQueue, (job) => this.build(job));
    await this.claims.startSweep();
  }

  /**
   * The sweep: every build whose heartbeat stopped (its process died) is queued again, for any
   * live server, unless its answers changed since; one that already used up its attempts is
   * FAILED instead.
   */
  requeueStalled(): Promise<void> {
    return this.claims.requeueStalled();
  }

  async status(applicantId: string): Promise<ApplicationPdfReply> {
    const { objectKey, ...reply } = await this.current(applicantId);
    return objectKey
      ? { status: 'COMPLETED', url: this.options.linkFor(applicantId, objectKey) }
      : reply;
  }

  /**
   * The state of the applicant's PDF, with the stored file's key once it is COMPLETED and
   * current. A missing or outdated PDF is queued for building.
   */
  async current(applicantId: string): Promise<ApplicationPdfReply & { objectKey?: string }> {
    const { fingerprint, saved, documents } = await this.snapshot(applicantId);
    const hasContent =
      Object.values(saved.answers).some((value) => value !== '') || documents.length > 0;
    if (!hasContent) {
      return { status: 'NOT_ANSWERED', message: 'There are no answers to put in a PDF yet.' };
    }
    const [row] = await this.database.query<{
      fingerprint: string;
      status: ApplicationPdfReply['status'];
      object_key: string | null;
      reason: string | null;
    }>(
      'SELECT fingerprint, status, object_key, reason FROM application_pdfs WHERE applicant_id = $1',
      [applicantId],
    );
    if (row?.fingerprint === fingerprint) {
      if (row.status === 'COMPLETED' && row.object_key) {
        return { status: 'COMPLETED', objectKey: row.object_key };
      }
      if (row.status === 'FAILED') {
        return { status: 'FAILED', message: row.reason ?? messages.pdfDownloadFailed };
      }
      return { status: row.status, message: pending };
    }
    // The previous PDF stays readable (its links keep working) until the new one replaces it.
    await this.database.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO application_pdfs (applicant_id, fingerprint, status)
         VALUES ($1, $2, 'UNPROCESSED')
         ON CONFLICT (applicant_id) DO UPDATE SET
           fingerprint = excluded.fingerprint, status = 'UNPROCESSED', reason = NULL,
           attempts = 0, claimed_by = NULL, updated_at = now()`,
        [applicantId, fingerprint],
      );
      // One waiting build per applicant, however often the answers change between asks.
      await this.jobs.sendReplacing(
        applicationPdfQueue,
        { applicantId, fingerprint },
        { replaced: { applicantId }, within: tx },
      );
    });
    return { status: 'UNPROCESSED', message: pending };
  }

  /** The stored PDF when `objectKey` is still this applicant's PDF. */
  async read(applicantId: string, objectKey: string): Promise<Uint8Array | null> {
    if (!objectKey.startsWith(`${applicantPrefix(applicantId)}/application/`)) return null;
    return this.storage.read(objectKey);
  }

  /** One attempt of a build. Throws only for failures worth retrying. */
  async build(job: QueuedJob<BuildJob>): Promise<void> {
    const { applicantId, fingerprint } = job.data;
    // Not while another job is building it right now (a sweep's copy, or pg-boss's late retry
    // of a job whose process died): one build is enough. A retry of this job keeps its id.
    const [claimed] = await this.database.query<{ attempts: number }>(
      `UPDATE application_pdfs
          SET status = 'IN_PROGRESS', attempts = attempts + 1, claimed_by = $4, updated_at = now()
        WHERE applicant_id = $1 AND fingerprint = $2 AND status = ANY($3::text[])
          AND NOT (${heartbeatIsFresh('$5')} AND claimed_by IS DISTINCT FROM $4)
        RETURNING attempts`,
      [
        applicantId,
        fingerprint,
        pendingDocumentStatuses,
        job.id,
        this.claims.settings.staleAfterSeconds,
      ],
    );
    if (!claimed) return;
    // The render runs to its end in its own process; a build that lost its row to another job
    // (or to newer answers) completes nothing that is not its fingerprint's.
    const stopBeating = this.claims.keepAlive(job, () => undefined);
    try {
      const snapshot = await this.snapshot(applicantId);
      // The answers changed since this build was asked for; the next GET asks for a new one.
      if (snapshot.fingerprint !== fingerprint) return;
      const pdf = await this.render(snapshot.saved, snapshot.documents);
      const objectKey = `${applicantPrefix(applicantId)}/application/${fingerprint.slice(0, 32)}.pdf`;
      await this.storage.write(objectKey, pdf, 'application/pdf');
      const previous = await this.database.transaction(async (tx) => {
        const [before] = await tx.query<{ object_key: string | null }>(
          'SELECT object_key FROM application_pdfs WHERE applicant_id = $1 FOR UPDATE',
          [applicantId],
        );
        const done = await tx.query(
          `UPDATE application_pdfs SET status = 'COMPLETED', object_key = $3, built_at = now(), updated_at = now()
            WHERE applicant_id = $1 AND fingerprint = $2 RETURNING 1`,
          [applicantId, fingerprint, objectKey],
        );
        return done.length ? before?.object_key : objectKey;
      });
      if (previous && previous !== objectKey) await this.storage.remove([previous]);
    } catch (error) {
      // The row counts attempts across jobs: the sweep's copies spend the same budget. Only
      // while this job still holds it: a build the sweep has since queued again goes on.
      if (job.isLastAttempt || claimed.attempts > this.jobs.settings.retryLimit) {
        await this.database.query(
          `UPDATE application_pdfs SET status = 'FAILED', reason = $3, updated_at = now()
            WHERE applicant_id = $1 AND fingerprint = $2 AND claimed_by = $4`,
          [applicantId, fingerprint, messages.pdfDownloadFailed, job.id],
        );
      }
      throw error;
    } finally {
      stopBeating();
    }
  }

  private async render(
    saved: SavedAnswers,
    documents: readonly DocumentRow[],
  ): Promise<Uint8Array> {
    const locale = saved.locale ?? this.partner.defaultLocale;
    const definition = locale ? definitionInLocale(this.definition, locale) : this.definition;
    const partner = locale ? partnerInLocale(this.partner, this.definition, locale) : this.partner;
    const pdfs = await Promise.all(
      documents.map(async (d) => ({ row: d, pdf: await this.storage.read(d.pdf_key) })),
    );
    // Parsing and copying every document's pages is seconds of work for long documents: it
    // runs in a process of its own, like a conversion, never on the server's event loop.
    return renderInOwnProcess(
      applicationPdfContent({
        ...saved,
        documents: pdfs.flatMap(({ row, pdf }) =>
          pdf
            ? [{ answerKey: row.answer_key, fileName: row.file_name, fileSize: row.file_size, pdf }]
            : [],
        ),
        pages: definition.pages,
        partner,
        ...(locale && { locale }),
      }),
    );
  }

  private async snapshot(applicantId: string) {
    const saved = await this.options.loadAnswers(applicantId);
    const documents = await this.database.query<DocumentRow>(
      `SELECT answer_key, file_name, file_size, pdf_key FROM document_answers
        WHERE applicant_id = $1 ORDER BY answer_key`,
      [applicantId],
    );
    const hash = createHash('sha256');
    hash.update(layoutVersion);
    const { answers } = saved;
    for (const key of Object.keys(answers).sort()) hash.update(`\0${key}\0${answers[key]}`);
    // The language it is printed in, and the tabs and add-another counts that decide which
    // answers print.
    hash.update(`\u0003${saved.locale ?? ''}`);
    hash.update(`\u0002${stableJson(saved.tabs ?? {})}\u0002${stableJson(saved.addAnother ?? {})}`);
    for (const d of documents) hash.update(`\u0001${d.answer_key}\0${d.pdf_key}`);
    return { saved, documents, fingerprint: hash.digest('hex') };
  }
}

/** A flat record as JSON with its keys in order, so equal records hash equal. */
function stableJson(record: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}
