import { z } from 'zod';
import { documentStatuses } from './policies/statuses';
import { lineText } from './schemas';

export const presignedUrlRequestSchema = z.object({ answer_key: lineText().min(1).max(200) });
export type PresignedUrlRequest = z.infer<typeof presignedUrlRequestSchema>;

/** Post `fields` first, then the file as the form field `file`, to `url` (S3 POST shape). */
export const presignedUrlReplySchema = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type PresignedUrlReply = z.infer<typeof presignedUrlReplySchema>;

export const documentConversionRequestSchema = z.object({
  file_key: lineText().min(1).max(500),
  file_name: lineText().min(1).max(500),
});
export type DocumentConversionRequest = z.infer<typeof documentConversionRequestSchema>;

/** GET /api/pdf/document-answer/:key; `message` carries the reason of a FAILED conversion. */
export const documentConversionReplySchema = z.object({
  status: z.enum(documentStatuses),
  message: z.string().optional(),
});
export type DocumentConversionReply = z.infer<typeof documentConversionReplySchema>;

/** One answered document question: the uploaded file's name and size in bytes. */
export const documentAnswerSchema = z.object({ file_name: z.string(), file_size: z.number() });
export type DocumentAnswer = z.infer<typeof documentAnswerSchema>;

/** GET /api/document-answer: the answered documents by answer key. */
export const documentAnswersReplySchema = z.record(z.string(), documentAnswerSchema);
export type DocumentAnswers = z.infer<typeof documentAnswersReplySchema>;

/** The `:key` of the document routes: a document question's answer key. */
export const documentKeyParamsSchema = z.object({ key: z.string().min(1).max(200) });

/**
 * The query of GET /api/pdf: a staff viewer's `service_token` opens its applicant's PDF
 * without a session; without it the session's applicant is the reader.
 */
export const applicationPdfQuerySchema = z.object({
  service_token: z.string().max(4000).optional(),
});

/** The query of the signed application PDF link (`url` of a COMPLETED `ApplicationPdfReply`). */
export const applicationPdfDownloadQuerySchema = applicationPdfQuerySchema.extend({
  token: z.string().max(2000),
  signature: z.string().max(200),
});

/** GET /api/pdf: a signed, expiring `url` when COMPLETED, otherwise a `message`. */
export const applicationPdfReplySchema = z.object({
  status: z.enum(documentStatuses),
  url: z.string().optional(),
  message: z.string().optional(),
});
export type ApplicationPdfReply = z.infer<typeof applicationPdfReplySchema>;
