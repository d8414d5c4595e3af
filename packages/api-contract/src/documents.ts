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

/** GET /api/document-answer: the answered documents by answer key (type `DocumentAnswers`). */
export const documentAnswersReplySchema = z.record(
  z.string(),
  z.object({ file_name: z.string(), file_size: z.number() }),
);

/** GET /api/pdf: a signed, expiring `url` when COMPLETED, otherwise a `message`. */
export const applicationPdfReplySchema = z.object({
  status: z.enum(documentStatuses),
  url: z.string().optional(),
  message: z.string().optional(),
});
export type ApplicationPdfReply = z.infer<typeof applicationPdfReplySchema>;
