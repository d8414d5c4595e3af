import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationPdfDownloadQuerySchema,
  applicationPdfQuerySchema,
  applicationPdfReplySchema,
  documentAnswersReplySchema,
  documentConversionReplySchema,
  documentConversionRequestSchema,
  messages,
  documentKeyParamsSchema,
  messageReplySchema,
  paths,
  presignedUrlReplySchema,
  presignedUrlRequestSchema,
  serverMessages,
  type ApplicationPdfReply,
  type PresignedUrlReply,
} from '@applykit/api-contract';
import {
  documentKeys as formDocumentKeys,
  limits,
  messages as formMessages,
  type ApplicationDefinition,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';
import { ApplicationPdf, type LoadAnswers } from '../application-pdf/applicationPdf';
import { applicationSubmitted } from '../application/store';
import type { Database } from '../db/database';
import { securedBy, securitySchemes } from '../http/api-reference';
import { badRequest, conflict, forbidden, notFound, type HttpError } from '../http/errors';
import { countUpload } from '../http/rate-limits';
// The route option `acceptsNonJsonBody` is declared there.
import type {} from '../http/guards';
import { applicantOf } from '../sessions/require-applicant';
import { serviceApplicantOf } from '../tokens/service-applicant';
import type { Tokens } from '../tokens/tokens';
import type { ConvertOptions } from './convertToPdf';
import { DocumentConversion, type ConversionSettings, type Converter } from './documentConversion';
import { JobQueue, type JobQueueSettings } from './jobQueue';
import { OrphanSweep, type OrphanSweepSettings } from './orphanSweep';
import { loadSigningSecret, Signer, type UploadPolicy } from './signing';
import {
  LocalStorage,
  localUploadPath,
  openStorage,
  type DocumentStorage,
  type StorageSettings,
} from './storage';

export interface DocumentRoutesOptions {
  database: Database;
  /**
   * The server's tokens: a `?service_token=` opens its applicant's application PDF (status
   * and download) for reading, through `serviceApplicantOf`. Unset: no service viewers.
   */
  tokens?: Tokens;
  /** The applicant's saved answers, for the application PDF. */
  loadAnswers: LoadAnswers;
  /** Where local files go: `<dataDir>/files`. */
  dataDir: string;
  /** The storage driver (`config.storage`); default local files. */
  storageSettings?: StorageSettings;
  /** Overrides the driver of `storageSettings`. */
  storage?: DocumentStorage;
  /** HMAC key of upload policies and PDF links (`config.fileSigningSecret`); default one kept in the database. */
  signingSecret?: string | undefined;
  /** The document questions; default the form's data model (`documentKeys`). */
  documentKeys?: readonly string[];
  /** Labels, order and translations of the application PDF; default the transfer application. */
  definition?: ApplicationDefinition;
  partner?: PartnerSettings;
  /** The server's job queue; unset: one of its own is started with `jobs` and stopped on close. */
  queue?: JobQueue;
  jobs?: Partial<JobQueueSettings>;
  /**
   * Conversions' and application PDF builds' heartbeat, when one counts as dead, and the sweeps
   * that queue those again.
   */
  conversions?: Partial<ConversionSettings>;
  /** The orphan sweep's grace period and cron; default 24 hours, hourly. */
  sweep?: Partial<OrphanSweepSettings>;
  convert?: Converter;
  convertOptions?: ConvertOptions;
  /** Lifetime of an upload policy. Default 15 minutes. */
  uploadExpiresInSeconds?: number;
  /** Lifetime of an application PDF link. Default 15 minutes. */
  linkExpiresInSeconds?: number;
  /**
   * Routes of other modules that read applicants' files (the staff review): registered in this
   * scope with the files they may read.
   */
  fileReaders?: (app: FastifyInstance, files: ApplicantFiles) => Promise<void>;
}

/** Read access to an applicant's stored files, for modules other than the applicant's own calls. */
export interface ApplicantFiles {
  /** The converted PDF of one document answer, or null when there is none. */
  documentPdf(
    applicantId: string,
    answerKey: string,
  ): Promise<{ fileName: string; pdf: Uint8Array } | null>;
  /**
   * The application PDF when it is built and current; otherwise its status (a build is queued
   * as for the applicant's own status call).
   */
  applicationPdf(applicantId: string): Promise<{ pdf: Uint8Array } | ApplicationPdfReply>;
}

/** The download route of the application PDF; the link carries a signed `token`. */
const applicationPdfDownloadPath = `${paths.applicationPdf}/download`;

interface DownloadLink {
  expiration: string;
  applicant: string;
  key: string;
}

/** Opened by the applicant's session, or by a staff viewer's `service_token`. */
const sessionOrServiceToken = securedBy(securitySchemes.session, securitySchemes.serviceToken);

/**
 * Documents and the application PDF (issue 6): presigned uploads, the local upload endpoint,
 * durable conversions, the document-answer map and the whole-application PDF. Starts the job
 * workers on register and stops them before the server closes. The applicant is the
 * session's (`applicantOf`); errors are thrown as `HttpError` for the server's one handler.
 */
export async function documentRoutes(
  app: FastifyInstance,
  options: DocumentRoutesOptions,
): Promise<void> {
  const { database } = options;
  const signingSecret = await loadSigningSecret(database, options.signingSecret);
  const uploadSigner = new Signer(signingSecret, 'upload-policy');
  const linkSigner = new Signer(signingSecret, 'application-pdf-link');
  const storage =
    options.storage ??
    openStorage(options.storageSettings ?? { driver: 'local' }, options.dataDir, uploadSigner);
  const documentKeys = new Set(options.documentKeys ?? formDocumentKeys);
  const uploadExpires = options.uploadExpiresInSeconds ?? 15 * 60;
  const linkExpires = options.linkExpiresInSeconds ?? 15 * 60;

  let jobs = options.queue;
  if (!jobs) {
    const own = await JobQueue.start(database, options.jobs);
    app.addHook('preClose', () => own.stop());
    jobs = own;
  }
  const conversions = new DocumentConversion(database, storage, jobs, {
    ...(options.convert ? { convert: options.convert } : {}),
    ...(options.convertOptions ? { convertOptions: options.convertOptions } : {}),
    ...(options.conversions ? { settings: options.conversions } : {}),
  });
  const applicationPdf = new ApplicationPdf(database, storage, jobs, {
    loadAnswers: options.loadAnswers,
    ...(options.definition ? { definition: options.definition } : {}),
    ...(options.partner ? { partner: options.partner } : {}),
    ...(options.conversions ? { heartbeat: options.conversions } : {}),
    linkFor(applicantId, objectKey) {
      const link: DownloadLink = {
        expiration: new Date(Date.now() + linkExpires * 1000).toISOString(),
        applicant: applicantId,
        key: objectKey,
      };
      const signed = linkSigner.sign(link);
      const query = new URLSearchParams({ token: signed.payload, signature: signed.signature });
      return `${applicationPdfDownloadPath}?${query}`;
    },
  });
  await conversions.startWorkers();
  await applicationPdf.startWorkers();
  await new OrphanSweep(database, storage, jobs, options.sweep).start();

  /** For writes: the applicant, whose application must still be open (409 once submitted). */
  async function openApplicantOf(request: FastifyRequest) {
    const applicant = applicantOf(request);
    if (await applicationSubmitted(database, applicant.id)) {
      throw conflict(serverMessages.alreadySubmitted);
    }
    return applicant;
  }

  function documentKeyParam({ key }: { key: string }): string {
    if (!documentKeys.has(key)) throw notFound();
    return key;
  }

  const api = app.withTypeProvider<ZodTypeProvider>();
  const presignedUrlSchema = {
    body: presignedUrlRequestSchema,
    response: { 200: presignedUrlReplySchema },
  };
  api.post(paths.presignedUrl, { schema: presignedUrlSchema }, async (request, reply) => {
    const applicant = await openApplicantOf(request);
    const { answer_key } = request.body;
    if (!documentKeys.has(answer_key)) {
      throw badRequest(`${answer_key} is not a document question.`);
    }
    await countUpload(database, reply, applicant.id);
    const form: PresignedUrlReply = await storage.createUpload(
      conversions.newUploadKey(applicant.id, answer_key),
      { minBytes: 1, maxBytes: limits.fileMaxBytes, expiresInSeconds: uploadExpires },
    );
    return form;
  });

  const conversionPath = `${paths.documentConversion}/:key`;
  const conversionRequest = {
    params: documentKeyParamsSchema,
    body: documentConversionRequestSchema,
    response: { 202: documentConversionReplySchema },
  };
  api.post(conversionPath, { schema: conversionRequest }, async (request, reply) => {
    const applicant = await openApplicantOf(request);
    const key = documentKeyParam(request.params);
    const body = request.body;
    const queued = await conversions.request(applicant.id, key, body.file_key, body.file_name);
    return reply.code(202).send(queued);
  });

  const conversionStatus = {
    params: documentKeyParamsSchema,
    response: { 200: documentConversionReplySchema },
  };
  api.get(conversionPath, { schema: conversionStatus }, async (request) => {
    return conversions.status(applicantOf(request).id, documentKeyParam(request.params));
  });

  const removal = { params: documentKeyParamsSchema, response: { 200: messageReplySchema } };
  api.delete(conversionPath, { schema: removal }, async (request) => {
    const applicant = await openApplicantOf(request);
    await conversions.cancel(applicant.id, documentKeyParam(request.params));
    return { message: 'The conversion was removed.' };
  });

  const answersReply = { response: { 200: documentAnswersReplySchema } };
  api.get(paths.documentAnswer, { schema: answersReply }, async (request) => {
    return conversions.answers(applicantOf(request).id);
  });

  api.delete(`${paths.documentAnswer}/:key`, { schema: removal }, async (request) => {
    const applicant = await openApplicantOf(request);
    await conversions.removeAnswer(applicant.id, documentKeyParam(request.params));
    return { message: 'The document was removed.' };
  });

  /**
   * Who may read the application PDF: the service token's applicant when `service_token` is
   * given (the session hook let it through without a session), else the session's: 401
   * without a session, `invalidToken` for a token that opens nothing.
   */
  async function pdfReaderOf(
    request: FastifyRequest,
    serviceToken: string | undefined,
    invalidToken: HttpError,
  ): Promise<{ applicantId: string; serviceToken?: string }> {
    if (serviceToken === undefined) return { applicantId: applicantOf(request).id };
    const applicantId =
      options.tokens && (await serviceApplicantOf(database, options.tokens, serviceToken));
    if (!applicantId) throw invalidToken;
    return { applicantId, serviceToken };
  }

  const pdfRouteConfig = { opensWithServiceToken: true };

  const pdfStatus = {
    querystring: applicationPdfQuerySchema,
    response: { 200: applicationPdfReplySchema },
    security: sessionOrServiceToken,
  };
  api.get(paths.applicationPdf, { config: pdfRouteConfig, schema: pdfStatus }, async (request) => {
    const reader = await pdfReaderOf(
      request,
      request.query.service_token,
      forbidden(serverMessages.tokenInvalid),
    );
    const pdf = await applicationPdf.status(reader.applicantId);
    // The viewer opens the link without a session: it carries the token it was asked with.
    if (pdf.status === 'COMPLETED' && reader.serviceToken) {
      const query = new URLSearchParams({ service_token: reader.serviceToken });
      return { ...pdf, url: `${pdf.url}&${query}` };
    }
    return pdf;
  });

  // The link alone is not enough: it must be opened by the applicant it was made for, or with
  // a service token for that applicant. Anyone else, or an altered link, finds nothing.
  const pdfDownload = {
    querystring: applicationPdfDownloadQuerySchema,
    response: {
      200: {
        description: 'The application as a PDF file (an attachment)',
        content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
      },
    },
    security: sessionOrServiceToken,
  };
  const download = { config: pdfRouteConfig, schema: pdfDownload };
  // Untyped reply: the PDF is bytes, which the zod type provider has no type for.
  type DownloadQuery = z.output<typeof applicationPdfDownloadQuerySchema>;
  app.get<{ Querystring: DownloadQuery }>(
    applicationPdfDownloadPath,
    download,
    async (request, reply) => {
      const { token, signature, service_token } = request.query;
      const verified = linkSigner.verify<DownloadLink>(token, signature);
      if (!verified.ok && verified.reason === 'signature') throw notFound();
      if (!verified.ok) throw forbidden('This link has expired.');
      const reader = await pdfReaderOf(request, service_token, notFound());
      if (verified.value.applicant !== reader.applicantId) throw notFound();
      const pdf = await applicationPdf.read(reader.applicantId, verified.value.key);
      if (!pdf) throw notFound();
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="application.pdf"')
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );

  if (storage instanceof LocalStorage) await registerLocalUpload(app, storage, uploadSigner);

  await options.fileReaders?.(app, {
    async documentPdf(applicantId, answerKey) {
      const document = await conversions.convertedDocument(applicantId, answerKey);
      const pdf = document && (await storage.read(document.pdf_key));
      return pdf ? { fileName: document.file_name, pdf } : null;
    },
    async applicationPdf(applicantId) {
      const { objectKey, ...state } = await applicationPdf.current(applicantId);
      if (!objectKey) return state;
      const pdf = await applicationPdf.read(applicantId, objectKey);
      return pdf ? { pdf } : { status: 'FAILED', message: messages.pdfDownloadFailed };
    },
  });
}

/**
 * The local driver's stand-in for S3's POST endpoint: the signed policy is the authority, as
 * with S3 (no session needed). Bad or expired signature, or a key other than the policy's:
 * 403. Outside the content-length range: 400. In every refusal nothing is stored.
 */
async function registerLocalUpload(app: FastifyInstance, storage: LocalStorage, signer: Signer) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: limits.fileMaxBytes,
        files: 1,
        fields: 10,
        fieldSize: 8 * 1024,
        parts: 12,
        headerPairs: 100,
      },
    });
    // Multipart on purpose: the signed policy, not the body type, is this route's CSRF defence.
    const uploadSchema = {
      description:
        'The upload form of a `POST /api/presigned-url` reply, posted as multipart/form-data: ' +
        'its `fields` first, then the file as `file`. The signed policy in the fields decides ' +
        'what may be stored where, and until when.',
      consumes: ['multipart/form-data'],
      response: { 204: z.null().describe('The file is stored; no body') },
    };
    scope.post(
      localUploadPath,
      { config: { acceptsNonJsonBody: true }, schema: uploadSchema },
      async (request, reply) => {
        const part = await request.file();
        if (!part) throw badRequest('No file was sent.');
        const field = (name: string) => {
          const value = part.fields[name];
          return value && !Array.isArray(value) && value.type === 'field'
            ? String(value.value)
            : '';
        };
        const verified = signer.verify<UploadPolicy>(field('policy'), field('signature'));
        if (!verified.ok || verified.value.key !== field('key')) {
          part.file.resume();
          throw forbidden(
            verified.ok || verified.reason === 'signature'
              ? 'The upload signature is not valid.'
              : 'The upload policy has expired.',
          );
        }
        let bytes: Buffer;
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            throw badRequest(formMessages.fileTooLarge);
          }
          throw error;
        }
        const [min, max] = verified.value.contentLengthRange;
        // A file whose piece ended exactly at the limit arrives cut to it, without the error:
        // the reader marks it truncated.
        if (part.file.truncated || bytes.byteLength > max) {
          throw badRequest(formMessages.fileTooLarge);
        }
        if (bytes.byteLength < min) throw badRequest(formMessages.fileEmpty);
        await storage.write(verified.value.key, bytes);
        // What S3 answers to a POST upload without success_action_status.
        return reply.code(204).send();
      },
    );
  });
}
