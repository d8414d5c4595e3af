import { z } from 'zod';
import { accountMessages } from './accountMessages';
import { errorReasons } from './messages';
import { serverMessages } from './serverMessages';
import { addAnotherLimits } from './policies/limits';
import { accountFields, passesCheck, type TextRule } from './policies/accountFields';
import { isFreeText, isLineText } from './text';

/**
 * Refinements every text field of a request carries (see `text.ts`); `abort` keeps the other
 * checks of the field from adding a second, misleading message.
 */
export const controlCharacterCheck = {
  error: serverMessages.controlCharacters,
  abort: true,
} as const;

/** One line of text: no control character, no unpaired surrogate. */
export const lineText = () => z.string().refine(isLineText, controlCharacterCheck);
/** Free text an applicant types: tab and line breaks allowed, nothing else of the kind. */
export const freeText = () => z.string().refine(isFreeText, controlCharacterCheck);

/** Every non-2xx reply: a message, per-field errors on a 400, and a `reason` where one is defined. */
export const errorReplySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  reason: z.enum(errorReasons).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const healthReplySchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
export type HealthReply = z.infer<typeof healthReplySchema>;

export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/**
 * The zod schema of an account field's rule (`policies/accountFields.ts`): the same checks in
 * the same order with the same texts, so the server refuses what the cards refuse, word for word.
 */
function textSchema(rule: TextRule) {
  let schema = z.string({ error: rule.missing });
  if (rule.trim) schema = schema.trim();
  for (const check of rule.checks) {
    const { message } = check;
    const abort = check.stops === true;
    if (typeof message === 'function') {
      schema = schema.superRefine((value, context) => {
        if (!passesCheck(check, value))
          context.addIssue({ code: 'custom', message: message(value) });
      });
    } else if ('maxLength' in check)
      schema = schema.max(check.maxLength, { error: message, abort });
    else if ('minLength' in check) schema = schema.min(check.minLength, { error: message, abort });
    else if ('pattern' in check) schema = schema.regex(check.pattern, { error: message, abort });
    else schema = schema.refine(check.passes, { error: message, abort });
  }
  return schema;
}

/** A password someone chooses: the policy of `unmetPasswordRequirements`, for applicants and staff alike. */
export const newPasswordSchema = textSchema(accountFields.newPassword);

/** A language tag such as `en` or `es-MX`. */
function languageTag() {
  return z
    .string()
    .max(35)
    .regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/, {
      error: 'The language must be a language tag, such as en or es.',
    });
}

export const signUpSchema = z.object({
  username: textSchema(accountFields.signUpEmail),
  password: newPasswordSchema,
  /**
   * The language the applicant signs up in (the page's): the reply and the code's mail are
   * written in it, and a new account keeps it as its language.
   */
  locale: languageTag().optional(),
});
export type SignUpFields = z.infer<typeof signUpSchema>;

export const loginSchema = z.object({
  username: textSchema(accountFields.loginEmail),
  password: textSchema(accountFields.loginPassword),
});
export type LoginFields = z.infer<typeof loginSchema>;

export const confirmationSchema = z.object({
  username: textSchema(accountFields.email),
  code: textSchema(accountFields.confirmationCode),
});
export type ConfirmationFields = z.infer<typeof confirmationSchema>;

export const forgotPasswordSchema = z.object({ username: textSchema(accountFields.email) });
export type ForgotPasswordFields = z.infer<typeof forgotPasswordSchema>;

export const resendConfirmationSchema = z.object({
  username: textSchema(accountFields.resendEmail),
});
export type ResendConfirmationFields = z.infer<typeof resendConfirmationSchema>;

export const passwordResetSchema = z
  .object({
    username: textSchema(accountFields.email),
    password: newPasswordSchema,
    confirm_password: textSchema(accountFields.confirmPassword),
    id: textSchema(accountFields.resetLinkId),
  })
  .refine((fields) => fields.password === fields.confirm_password, {
    path: ['confirm_password'],
    error: accountMessages.passwordsMustMatch,
  });
export type PasswordResetFields = z.infer<typeof passwordResetSchema>;

/** Limits that keep one applicant's row a sensible size; the form's longest answer is an essay. */
export const answerLimits = { keyLength: 200, valueLength: 20_000 } as const;

/** The answer key a problem is about: the last step of the issue's path. */
const answerKeyOf = (issue: { path?: PropertyKey[] | undefined }) => String(issue.path?.at(-1));

/** Student answers, a map from answer key to text ('' is an empty answer). */
export const answersSchema = z.record(
  lineText().max(answerLimits.keyLength),
  z
    .string({ error: (issue) => `The answer to ${answerKeyOf(issue)} must be text.` })
    .refine(isFreeText, {
      error: (issue) =>
        `The answer to ${answerKeyOf(issue)} may not contain control characters other than tab and line breaks, or incomplete Unicode characters.`,
      abort: true,
    })
    .max(answerLimits.valueLength, {
      error: (issue) =>
        `The answer to ${answerKeyOf(issue)} is longer than ${answerLimits.valueLength} characters.`,
    }),
);
export type Answers = z.infer<typeof answersSchema>;

/**
 * Whether `value` is an answer set `answersSchema` accepts, checked in one loop over the same
 * limits and text rules, without copying it: the server's quick path for a save of a whole page.
 * `answersSchema` stays the rule that explains a refusal and is published as JSON Schema; a test
 * holds the two to the same verdict.
 */
export function isAnswerSet(value: unknown): value is Answers {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) {
    const answer: unknown = (value as Record<string, unknown>)[key];
    if (key.length > answerLimits.keyLength || !isLineText(key)) return false;
    if (typeof answer !== 'string' || answer.length > answerLimits.valueLength) return false;
    if (!isFreeText(answer)) return false;
  }
  return true;
}

export const webStatuses = ['started', 'validating', 'submitted'] as const;
export const webStatusSchema = z.enum(webStatuses);
export type WebStatus = z.infer<typeof webStatusSchema>;

export const webStatusPayloadSchema = z.object({ web_status: webStatusSchema });
export type WebStatusPayload = z.infer<typeof webStatusPayloadSchema>;
export const webStatusReplySchema = z.object({
  message: z.string(),
  web_status: webStatusSchema.nullable(),
});
export type WebStatusReply = z.infer<typeof webStatusReplySchema>;

export const lastPagePayloadSchema = z.object({
  last_page: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/]*$/, { error: 'The last page must be a path of this site, such as /about.' }),
});
export type LastPagePayload = z.infer<typeof lastPagePayloadSchema>;

/**
 * The body of PUT /api/locale: a language tag such as `en` or `es-MX`. Any well-formed tag is
 * kept, so a partner's added language needs no server change; the portal falls back to English
 * for one it has no messages for.
 */
export const localePayloadSchema = z.object({ locale: languageTag() });
export type LocalePayload = z.infer<typeof localePayloadSchema>;

/** The body of POST /api/validations: messages per field, as the form computed them. */
export const validationErrorsSchema = z.record(
  lineText().max(answerLimits.keyLength),
  z.array(freeText().max(1_000)).max(50),
);
export type ValidationErrors = z.infer<typeof validationErrorsSchema>;

const componentId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w-]+$/, { error: 'Use letters, digits, _ and - only.' });

export const tabChoicePayloadSchema = z.object({ tab_id: componentId, chosen_tab: componentId });
export type TabChoicePayload = z.infer<typeof tabChoicePayloadSchema>;

export const addAnotherPayloadSchema = z.object({
  button_id: componentId,
  num_components: z
    .number()
    .int()
    .min(addAnotherLimits.defaultCount)
    .max(addAnotherLimits.maxCount, { error: serverMessages.addAnotherTooMany }),
});
export type AddAnotherPayload = z.infer<typeof addAnotherPayloadSchema>;

/** Admin calls: mint a service URL for an applicant, or a prefilled answer set's URL. */
export const serviceTokenRequestSchema = z.object({
  username: textSchema(accountFields.email),
  hours: z
    .number()
    .positive()
    .max(24 * 90)
    .optional(),
});
export type ServiceTokenRequest = z.infer<typeof serviceTokenRequestSchema>;

/** A service or temporary-answers link to withdraw: the whole link or its token. */
export const revokeTokenRequestSchema = z.object({
  token: z
    .string({ error: serverMessages.tokenNotIssued })
    .min(1, { error: serverMessages.tokenNotIssued })
    .max(4000, { error: serverMessages.tokenNotIssued }),
});
export type RevokeTokenRequest = z.infer<typeof revokeTokenRequestSchema>;

export const temporaryAnswersRequestSchema = z.object({
  answer: answersSchema,
  hours: z
    .number()
    .positive()
    .max(24 * 90)
    .optional(),
});
export type TemporaryAnswersRequest = z.infer<typeof temporaryAnswersRequestSchema>;
