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
import { renderInOwnProcess } from '../documents/isolatedConversion';
import type { JobQueue, QueuedJob } from '../documents/jobQueue';
import type { DocumentStorage } from '../documents/storage';
import { renderApplicationPdf, type ApplicationPdfContent } from './render';

const applicationPdfQueue = 'application-pdf';

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

  constructor(
    private readonly database: Database,
    private readonly storage: DocumentStorage,
    private readonly jobs: JobQueue,
    private readonly options: ApplicationPdfOptions,
  ) {
    this.definition = options.definition ?? transferApplication;
    this.partner = options.partner ?? defaultPartner;
  }

  async startWorkers(): Promise<void> {
    await this.jobs.work<BuildJob>(applicationPdfQueue, (job) => this.build(job));
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
    await this.database.query(
      `INSERT INTO application_pdfs (applicant_id, fingerprint, status)
       VALUES ($1, $2, 'UNPROCESSED')
       ON CONFLICT (applicant_id) DO UPDATE SET
         fingerprint = excluded.fingerprint, status = 'UNPROCESSED', reason = NULL, updated_at = now()`,
      [applicantId, fingerprint],
    );
    await this.jobs.send(applicationPdfQueue, { applicantId, fingerprint });
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
    const [claimed] = await this.database.query(
      `UPDATE application_pdfs SET status = 'IN_PROGRESS', updated_at = now()
        WHERE applicant_id = $1 AND fingerprint = $2 AND status = ANY($3::text[])
        RETURNING 1`,
      [applicantId, fingerprint, pendingDocumentStatuses],
    );
    if (!claimed) return;
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
      if (job.isLastAttempt) {
        await this.database.query(
          `UPDATE application_pdfs SET status = 'FAILED', reason = $3, updated_at = now()
            WHERE applicant_id = $1 AND fingerprint = $2`,
          [applicantId, fingerprint, messages.pdfDownloadFailed],
        );
      }
      throw error;
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
