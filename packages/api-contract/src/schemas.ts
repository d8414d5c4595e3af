import { z } from 'zod';

/** Every non-2xx reply: a message, and per-field errors on a 400. */
export const errorReplySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const healthReplySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthReply = z.infer<typeof healthReplySchema>;
