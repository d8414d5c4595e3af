import { z } from 'zod';
import { documentAnswersReplySchema } from './documents';
import { serverMessages } from './serverMessages';
import { webStatusSchema } from './schemas';

/*
 * The replies the server sends, as schemas: the server serialises each reply through its
 * schema (a field not declared here is never sent) and publishes them in its OpenAPI document.
 * Stored text is sent as it was stored, so these schemas check shapes, not the request rules.
 */

/** Saved answers as the server returns them: answer key to text. */
export const savedAnswersSchema = z.record(z.string(), z.string());

/** The chosen tab of each tab group: `tab_id` to `chosen_tab`. */
export const tabChoicesSchema = z.record(z.string(), z.string());
export type TabChoices = z.infer<typeof tabChoicesSchema>;

/** The number of instances of each add-another group: `button_id` to count. */
export const addAnotherCountsSchema = z.record(z.string(), z.number().int());
export type AddAnotherCounts = z.infer<typeof addAnotherCountsSchema>;

/** GET /api/profile: the logged-in applicant's account and application. */
export const profileSchema = z.object({
  answer: savedAnswersSchema,
  document_answer: documentAnswersReplySchema,
  username: z.string(),
  last_page: z.string().nullable(),
  /**
   * The language the applicant chose (a language tag), or null before any choice. This server
   * always sends it; it is optional so a profile from an older server still reads.
   */
  locale: z.string().nullable().optional(),
  /** One ISO-8601 timestamp per successful log in, oldest first. */
  successful_login: z.array(z.string()),
  /** Each status reached, in the order reached. */
  web_status: z.array(z.object({ web_status: webStatusSchema })),
});
export type Profile = z.infer<typeof profileSchema>;

/** A link's token in a query: one value; anything else opens nothing. */
const linkToken = () =>
  z
    .string({ error: serverMessages.tokenInvalid })
    .max(4000, { error: serverMessages.tokenInvalid })
    .optional();

/** The query of a temporary-answers link (GET /public/tmp). */
export const temporaryAnswersQuerySchema = z.object({ token: linkToken() });

/** GET /public/tmp: the answers a temporary-answers link carries. */
export const temporaryAnswersReplySchema = z.object({ answer: savedAnswersSchema });
export type TemporaryAnswersReply = z.infer<typeof temporaryAnswersReplySchema>;

/** The query of a staff viewer's link (GET /service/tmp-pdf). */
export const serviceViewQuerySchema = z.object({ service_token: linkToken() });

/** GET /service/tmp-pdf: one applicant's application, read with a service token. */
export const serviceViewSchema = z.object({
  answer: savedAnswersSchema,
  add_another: addAnotherCountsSchema,
  document_answer: documentAnswersReplySchema,
  tabs: tabChoicesSchema,
});
export type ServiceView = z.infer<typeof serviceViewSchema>;

/** An admin call's minted link: the whole `url`, its `token`, and when it expires (ISO 8601). */
export const mintedLinkSchema = z.object({
  url: z.string(),
  token: z.string(),
  expires_at: z.string(),
});
export type MintedLink = z.infer<typeof mintedLinkSchema>;
