import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatPartnerText, printApplication } from '@applykit/admissions-form/validate';
import {
  applicantIdParamsSchema,
  applicationPdfReplySchema,
  auditQuerySchema,
  auditReplySchema,
  documentParamsSchema,
  exportQuerySchema,
  messageReplySchema,
  messages,
  queueChoicesReplySchema,
  queueQuerySchema,
  queueReplySchema,
  reviewedApplicationSchema,
  staffNotePayloadSchema,
  staffNoteSchema,
  staffReviewPaths,
} from '@applykit/api-contract';
import { loadApplication, migrateAnswers } from '../application/store';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { ApplicantFiles } from '../documents/routes';
import { readDocumentAnswers } from '../documents';
import { badRequest, conflict, notFound } from '../http/errors';
import { staffOf } from './access';
import { auditRecordOf } from './calls';
import { applicationRecordShape, exportApplications } from './export';
import {
  addNote,
  auditPage,
  decodeCursor,
  markReviewed,
  notesOf,
  queueEntry,
  queuePage,
  recordAudit,
  type AuditRecord,
} from './review-store';

export interface StaffReviewDependencies {
  config: ServerConfig;
  database: Database;
  files: ApplicantFiles;
}

export const reviewMessages = {
  noApplication: 'No application has this id.',
  noDocument: 'This application has no such document.',
  pageOutOfDate:
    'This page of the list no longer matches its order. Please start from the first page.',
  reviewed: 'The application is marked as reviewed.',
  notSubmitted: 'Only a submitted application can be marked as reviewed.',
  unknownKeys: 'These keys are not answers of the application:',
} as const;

/** The staff review queue: list, open, files, notes, reviewed mark, and the audit log. */
export async function staffReviewRoutes(
  app: FastifyInstance,
  { config, database, files }: StaffReviewDependencies,
): Promise<void> {
  const { definition } = config.form;
  const shape = applicationRecordShape(config.form, config.partner);
  const { keys, fieldOf, options } = shape;
  const labels = () => shape.labels();

  /**
   * Written before the reply: a read the log could not record is not given. A read may run
   * beside it when the reply waits for both.
   */
  function audit(
    request: FastifyRequest,
    entry: Omit<AuditRecord, 'staff' | 'clientAddress' | 'userAgent'>,
  ) {
    return recordAudit(database, auditRecordOf(request, staffOf(request), entry));
  }

  async function entryOf(applicantId: string) {
    const found = await queueEntry(database, applicantId, keys, labels());
    if (!found) throw notFound(reviewMessages.noApplication);
    return found;
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  const choicesSchema = { response: { 200: queueChoicesReplySchema } };
  api.get(staffReviewPaths.queueChoices, { schema: choicesSchema }, async () => {
    return { entry_terms: options(keys.entryTerm), majors: options(keys.programme) };
  });

  const queueSchema = { querystring: queueQuerySchema, response: { 200: queueReplySchema } };
  api.get(staffReviewPaths.applications, { schema: queueSchema }, async (request) => {
    const query = request.query;
    const cursor = query.after ? decodeCursor(query.after) : null;
    if (query.after && cursor?.sort !== query.sort) throw badRequest(reviewMessages.pageOutOfDate);
    const { after: _after, ...filters } = query;
    // The entry and the page are asked for together; the reply waits for both, so a list the
    // log could not record is still never given (the call fails as a whole).
    const [, page] = await Promise.all([
      audit(request, { action: 'list-applications', detail: filters }),
      queuePage(database, query, cursor, keys, labels()),
    ]);
    return { applications: page.entries, next: page.next };
  });

  const applicationSchema = {
    params: applicantIdParamsSchema,
    response: { 200: reviewedApplicationSchema },
  };
  api.get(staffReviewPaths.application, { schema: applicationSchema }, async (request) => {
    const { applicantId } = request.params;
    const { entry, reviewedBy } = await entryOf(applicantId);
    await audit(request, { action: 'open-application', applicantId });
    await migrateAnswers(database, applicantId, config.form);
    const [application, documents, notes] = await Promise.all([
      loadApplication(database, applicantId),
      readDocumentAnswers(database, applicantId),
      notesOf(database, applicantId),
    ]);
    const pages = printApplication(definition.pages, {
      answers: { ...application.retired_answers, ...application.answers },
      documents,
      partner: config.partner,
      now: new Date(),
      tabs: application.tabs,
      addAnother: application.add_another,
      otherAnswers: true,
    });
    return {
      entry,
      reviewed_by: reviewedBy,
      pages,
      documents: Object.entries(documents).map(([key, document]) => {
        const field = fieldOf.get(key);
        return {
          key,
          label: field ? formatPartnerText(field.label, config.partner) : key,
          file_name: document.file_name,
          file_size: document.file_size,
        };
      }),
      notes,
    };
  });

  function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
    const safeName = fileName.replace(/[^\w.-]+/g, '_').replace(/\.[^.]*$/, '') || 'document';
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${safeName}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  }

  // Untyped replies: a PDF is bytes, which the zod type provider has no type for.
  const pdfFile = (description: string) => ({
    description,
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  });
  type DocumentParams = z.output<typeof documentParamsSchema>;
  const documentSchema = {
    params: documentParamsSchema,
    response: { 200: pdfFile('The document converted to PDF (an attachment)') },
  };
  app.get<{ Params: DocumentParams }>(
    staffReviewPaths.document,
    { schema: documentSchema },
    async (request, reply) => {
      const { applicantId, key } = request.params;
      await entryOf(applicantId);
      const document = await files.documentPdf(applicantId, key);
      if (!document) throw notFound(reviewMessages.noDocument);
      await audit(request, {
        action: 'download-document',
        applicantId,
        detail: { key, file_name: document.fileName },
      });
      return sendPdf(reply, document.fileName, document.pdf);
    },
  );

  // 200 with the PDF when it is ready; otherwise 202 with its status, to ask again shortly.
  type ApplicantParams = z.output<typeof applicantIdParamsSchema>;
  const applicationPdfSchema = {
    params: applicantIdParamsSchema,
    response: {
      200: pdfFile('The application PDF (an attachment)'),
      202: applicationPdfReplySchema,
    },
  };
  app.get<{ Params: ApplicantParams }>(
    staffReviewPaths.applicationPdf,
    { schema: applicationPdfSchema },
    async (request, reply) => {
      const { applicantId } = request.params;
      await entryOf(applicantId);
      const built = await files.applicationPdf(applicantId);
      if (!('pdf' in built)) {
        if (built.status === 'NOT_ANSWERED') throw notFound(built.message);
        if (built.status === 'FAILED') throw conflict(built.message ?? messages.pdfDownloadFailed);
        return reply.code(202).send(built);
      }
      await audit(request, { action: 'download-application-pdf', applicantId });
      return sendPdf(reply, 'application', built.pdf);
    },
  );

  const noteSchema = {
    params: applicantIdParamsSchema,
    body: staffNotePayloadSchema,
    response: { 200: staffNoteSchema },
  };
  api.post(staffReviewPaths.notes, { schema: noteSchema }, async (request) => {
    const { applicantId } = request.params;
    const { body } = request.body;
    await entryOf(applicantId);
    const staff = staffOf(request);
    const note = await database.transaction(async (tx) => {
      const added = await addNote(tx, applicantId, staff, body);
      await recordAudit(tx, {
        staff,
        action: 'add-note',
        applicantId,
        detail: { note: added.id },
        clientAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return added;
    });
    return note;
  });

  const reviewSchema = { params: applicantIdParamsSchema, response: { 200: messageReplySchema } };
  api.post(staffReviewPaths.review, { schema: reviewSchema }, async (request) => {
    const { applicantId } = request.params;
    const { entry } = await entryOf(applicantId);
    if (entry.status !== 'submitted') throw conflict(reviewMessages.notSubmitted);
    await markReviewed(database, applicantId, staffOf(request));
    await audit(request, { action: 'mark-reviewed', applicantId });
    return { message: reviewMessages.reviewed };
  });

  const exportableKeys = new Set(shape.answerKeys);
  type ExportQuery = z.output<typeof exportQuerySchema>;
  const exportSchema = {
    querystring: exportQuerySchema,
    response: {
      200: {
        description: 'The chosen applications, streamed (an attachment)',
        content: {
          'text/csv': { schema: z.string() },
          'application/json': { schema: z.array(z.record(z.string(), z.unknown())) },
        },
      },
    },
  };
  app.get<{ Querystring: ExportQuery }>(
    staffReviewPaths.export,
    { schema: exportSchema },
    async (request, reply) => {
      const query = request.query;
      const unknown = query.keys.filter((key) => !exportableKeys.has(key));
      if (unknown.length) {
        throw badRequest(`${reviewMessages.unknownKeys} ${unknown.join(', ')}`);
      }
      await audit(request, { action: 'export-applications', detail: { ...query } });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type(query.format === 'json' ? 'application/json' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${day}.${query.format}"`)
        .header('cache-control', 'private, no-store')
        .send(exportApplications(database, query, query.keys, shape));
    },
  );

  api.get(
    staffReviewPaths.auditLog,
    {
      config: { staffAccess: 'admin' },
      schema: { querystring: auditQuerySchema, response: { 200: auditReplySchema } },
    },
    async (request) => {
      const query = request.query;
      const { before: _before, ...filters } = query;
      await audit(request, { action: 'read-audit-log', detail: filters });
      return auditPage(database, query);
    },
  );
}
