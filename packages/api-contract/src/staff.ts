import { z } from 'zod';
import { controlCharacterCheck, loginSchema, newPasswordSchema, signUpSchema } from './schemas';
import { isFreeText, isLineText } from './text';

/**
 * The calls of the admissions office's staff area. They live in their own area, apart from the
 * applicant's `/api/`, and open only to a staff session (its own cookie and table).
 */
export const staffPaths = {
  signIn: '/staff-api/sign-in',
  secondFactor: '/staff-api/second-factor',
  enrolment: '/staff-api/second-factor/enrolment',
  enrolmentConfirmation: '/staff-api/second-factor/enrolment/confirmation',
  signOut: '/staff-api/sign-out',
  me: '/staff-api/me',
  invitationAcceptance: '/staff-api/invitation/acceptance',
  members: '/staff-api/members',
  invitations: '/staff-api/invitations',
  /** Whether staff may sign in through the institution's identity provider, and its name. */
  identityProvider: '/staff-api/oidc',
  identityProviderStart: '/staff-api/oidc/start',
  identityProviderCallback: '/staff-api/oidc/callback',
} as const;

/** What a staff member may do: `reader` reviews applications, `admin` also manages staff. */
export const staffRoles = ['reader', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Where a staff sign-in stands after the password: the code of an enrolled authenticator, or enrolment. */
export const staffSignInStages = ['second-factor', 'enrolment'] as const;
export type StaffSignInStage = (typeof staffSignInStages)[number];

export const staffMessages = {
  staffOnly: 'Please sign in to the admissions staff area.',
  adminOnly: 'Only an admissions administrator can do this.',
  codeRejected: 'That code is incorrect or has already been used. Please try the current code.',
  enrolmentNotStarted: 'Start setting up your authenticator app first.',
  alreadyEnrolled: 'Your authenticator app is already set up.',
  signedIn: 'You are signed in to the admissions staff area.',
  signedOut: 'You have been signed out.',
  invitationSent: 'The invitation was sent. It is valid for 72 hours.',
  alreadyStaff: 'This e-mail address already belongs to a staff member.',
  invitationInvalid: 'This invitation link is invalid or has expired. Please ask for a new one.',
  invitationAccepted: 'Your password is set. Please sign in.',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  identityProviderOff: 'Signing in through your institution is not set up here.',
  identityProviderUnreachable:
    "Your institution's sign-in service cannot be reached. Please try again in a few minutes.",
  identityProviderStale:
    'This sign-in could not be checked or has expired. Please start again from the sign-in page.',
  identityProviderRefused: 'Your institution did not confirm the sign-in. Please try again.',
  identityProviderNoRole:
    'Your institution account has no admissions staff role. Please ask your administrator for access.',
  identityProviderNoEmail:
    'Your institution did not share your e-mail address. Please ask your administrator.',
  identityProviderEmailTaken:
    'Your e-mail address already belongs to another staff account. Please ask an administrator.',
} as const;

export const staffSignInSchema = loginSchema;
export type StaffSignInFields = z.infer<typeof staffSignInSchema>;

export const staffSignInReplySchema = z.object({
  message: z.string(),
  next: z.enum(staffSignInStages),
});
export type StaffSignInReply = z.infer<typeof staffSignInReplySchema>;

/** A 6-digit authenticator code, or a recovery code (`xxxxx-xxxxx`, case and dash ignored). */
export const staffCodeSchema = z.object({
  code: z
    .string({ error: staffMessages.codeFormat })
    .trim()
    .refine(isLineText, controlCharacterCheck)
    .regex(/^(?:\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, { error: staffMessages.codeFormat }),
});
export type StaffCodeFields = z.infer<typeof staffCodeSchema>;

/** Enrolment of an authenticator app: the secret, as a link and as a QR code to scan. */
export const staffEnrolmentReplySchema = z.object({
  /** The `otpauth://totp/…` link authenticator apps read. */
  otpauth_uri: z.string(),
  /** The same link as a QR code: an SVG image as a `data:` URL. */
  qr_code: z.string(),
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
});
export type StaffEnrolmentReply = z.infer<typeof staffEnrolmentReplySchema>;

/** Shown once: each recovery code signs in once in place of an authenticator code. */
export const staffRecoveryCodesReplySchema = z.object({
  message: z.string(),
  recovery_codes: z.array(z.string()),
});
export type StaffRecoveryCodesReply = z.infer<typeof staffRecoveryCodesReplySchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  /** False until the invitation is accepted and an authenticator set up; true for staff of the identity provider. */
  active: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMeReplySchema = z.object({ email: z.string(), role: z.enum(staffRoles) });
export type StaffMeReply = z.infer<typeof staffMeReplySchema>;

export const staffMembersReplySchema = z.object({ members: z.array(staffMemberSchema) });
export type StaffMembersReply = z.infer<typeof staffMembersReplySchema>;

/** The sign-in page offers the institution's identity provider when `institution` is not null. */
export const staffIdentityProviderReplySchema = z.object({ institution: z.string().nullable() });
export type StaffIdentityProviderReply = z.infer<typeof staffIdentityProviderReplySchema>;

/** Where to send the browser to sign in at the identity provider. */
export const staffIdentityProviderStartReplySchema = z.object({ url: z.string() });
export type StaffIdentityProviderStartReply = z.infer<typeof staffIdentityProviderStartReplySchema>;

/** The query string the provider sent the browser back with (`?code=…&state=…`). */
export const staffIdentityProviderCallbackSchema = z.object({
  query: z
    .string({ error: staffMessages.identityProviderStale })
    .max(4000, { error: staffMessages.identityProviderStale })
    .refine(isLineText, controlCharacterCheck),
});
export type StaffIdentityProviderCallbackFields = z.infer<
  typeof staffIdentityProviderCallbackSchema
>;

export const staffInvitationSchema = z.object({
  email: signUpSchema.shape.username,
  role: z.enum(staffRoles).default('reader'),
});
export type StaffInvitationFields = z.input<typeof staffInvitationSchema>;

export const staffInvitationAcceptanceSchema = z.object({
  id: z
    .string({ error: staffMessages.invitationInvalid })
    .refine(isLineText, controlCharacterCheck)
    .min(1, { error: staffMessages.invitationInvalid })
    .max(200, { error: staffMessages.invitationInvalid }),
  password: newPasswordSchema,
});
export type StaffInvitationAcceptanceFields = z.infer<typeof staffInvitationAcceptanceSchema>;

/** The review queue's calls: the list, one application, its files, notes and the audit log. */
export const staffReviewPaths = {
  applications: '/staff-api/applications',
  queueChoices: '/staff-api/applications/choices',
  /** `…/:applicantId`, and below it `/pdf`, `/documents/:key`, `/notes`, `/review`. */
  application: '/staff-api/applications/:applicantId',
  applicationPdf: '/staff-api/applications/:applicantId/pdf',
  document: '/staff-api/applications/:applicantId/documents/:key',
  notes: '/staff-api/applications/:applicantId/notes',
  review: '/staff-api/applications/:applicantId/review',
  auditLog: '/staff-api/audit-log',
  /** Any signed-in staff: the chosen applications with the chosen answers, streamed as CSV or JSON. */
  export: '/staff-api/exports/applications',
} as const;

/** A staff path with its parameters filled in. */
export function staffPath(path: string, parameters: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ''));
}

export const applicationStatuses = ['started', 'submitted'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const queueSorts = ['submitted-desc', 'submitted-asc', 'name-asc', 'name-desc'] as const;
export type QueueSort = (typeof queueSorts)[number];

export const queueLimits = { pageSize: 50, maxPageSize: 200, searchLength: 100 } as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'A date must be written YYYY-MM-DD.' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), {
    error: 'A date must be written YYYY-MM-DD.',
  });

const shortText = (max: number) =>
  z.string().trim().refine(isLineText, controlCharacterCheck).max(max);

/** The queue's query string: search, filters, order and the keyset cursor of the next page. */
export const queueQuerySchema = z.object({
  /** Part of a name or e-mail address, or a whole CEEB code. */
  q: shortText(queueLimits.searchLength).optional(),
  status: z.enum(applicationStatuses).optional(),
  term: shortText(100).optional(),
  major: shortText(100).optional(),
  /** Submitted on or after / on or before (UTC days). */
  submitted_from: isoDate.optional(),
  submitted_to: isoDate.optional(),
  reviewed: z.enum(['yes', 'no']).optional(),
  sort: z.enum(queueSorts).default('submitted-desc'),
  limit: z.coerce.number().int().min(1).max(queueLimits.maxPageSize).default(queueLimits.pageSize),
  /** From the previous page's `next`; opaque. */
  after: shortText(500).optional(),
});
export type QueueQuery = z.input<typeof queueQuerySchema>;

export const queueEntrySchema = z.object({
  applicant_id: z.string(),
  status: z.enum(applicationStatuses),
  name: z.string(),
  email: z.string(),
  entry_term: z.string(),
  major: z.string(),
  previous_colleges: z.array(z.string()),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const queueReplySchema = z.object({
  applications: z.array(queueEntrySchema),
  /** The `after` of the next page; null on the last page. */
  next: z.string().nullable(),
});
export type QueueReply = z.infer<typeof queueReplySchema>;

const choiceSchema = z.object({ value: z.string(), label: z.string() });
export const queueChoicesReplySchema = z.object({
  entry_terms: z.array(choiceSchema),
  majors: z.array(choiceSchema),
});
export type QueueChoicesReply = z.infer<typeof queueChoicesReplySchema>;

export const applicantIdParamsSchema = z.object({
  applicantId: z.uuid({ error: 'No application has this id.' }),
});
export const documentParamsSchema = applicantIdParamsSchema.extend({
  key: z
    .string()
    .max(200)
    .regex(/^[\w-]+$/, { error: 'No document has this key.' }),
});

/** One line of the printed application, as the form package's print walker reads it. */
export type ReviewPrintedItem =
  | { kind: 'answer'; key: string; label: string; text: string; answered: boolean }
  | { kind: 'check'; key: string; label: string; checked: boolean }
  | { kind: 'section'; id: string; title: string; items: ReviewPrintedItem[] };
export const printedItemSchema: z.ZodType<ReviewPrintedItem> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('answer'),
      key: z.string(),
      label: z.string(),
      text: z.string(),
      answered: z.boolean(),
    }),
    z.object({
      kind: z.literal('check'),
      key: z.string(),
      label: z.string(),
      checked: z.boolean(),
    }),
    z.object({
      kind: z.literal('section'),
      id: z.string(),
      title: z.string(),
      items: z.array(printedItemSchema),
    }),
  ]),
);

export const staffNoteSchema = z.object({
  id: z.string(),
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type StaffNote = z.infer<typeof staffNoteSchema>;

export const reviewedApplicationSchema = z.object({
  entry: queueEntrySchema,
  reviewed_by: z.string().nullable(),
  pages: z.array(
    z.object({ id: z.string(), title: z.string(), items: z.array(printedItemSchema) }),
  ),
  documents: z.array(
    z.object({ key: z.string(), label: z.string(), file_name: z.string(), file_size: z.number() }),
  ),
  notes: z.array(staffNoteSchema),
});
export type ReviewedApplication = z.infer<typeof reviewedApplicationSchema>;

export const staffNoteLimits = { bodyLength: 5_000 } as const;
export const staffNotePayloadSchema = z.object({
  body: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, { error: 'Write the note first.' })
    .max(staffNoteLimits.bodyLength, {
      error: `A note can be at most ${staffNoteLimits.bodyLength} characters.`,
    })
    .refine(isFreeText, controlCharacterCheck),
});
export type StaffNotePayload = z.infer<typeof staffNotePayloadSchema>;

/** What the audit log records; each staff read, download and change is one entry. */
export const auditActions = [
  'list-applications',
  'open-application',
  'download-document',
  'download-application-pdf',
  'add-note',
  'mark-reviewed',
  'read-audit-log',
  'invite-staff',
  'sign-in-through-institution',
  'export-applications',
  'list-webhook-deliveries',
  'redeliver-webhook',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditQuerySchema = z.object({
  staff: shortText(254).optional(),
  action: z.enum(auditActions).optional(),
  applicant_id: z.uuid({ error: 'No application has this id.' }).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** The `next` of the previous page: entries older than it. */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  staff: z.string(),
  action: z.enum(auditActions),
  applicant_id: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  client_address: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditReplySchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.string().nullable(),
});
export type AuditReply = z.infer<typeof auditReplySchema>;

export const exportFormats = ['csv', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/**
 * How long the export's comma-separated answer keys may be: room for every key of a long form
 * (the transfer application's are about 9,600 characters), within the 16 KiB a Node server takes
 * for a request's line and headers. The picker checks it before the browser asks.
 */
export const exportKeysMaxLength = 12_000;

/** The queue's search and filters, the format, and the answer keys to add (comma separated). */
export const exportQuerySchema = queueQuerySchema.omit({ limit: true, after: true }).extend({
  format: z.enum(exportFormats).default('csv'),
  keys: z
    .string()
    .max(exportKeysMaxLength)
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    ),
});
export type ExportQuery = z.input<typeof exportQuerySchema>;

/**
 * Admins: the hand-off of submitted applications to the student system (a signed webhook,
 * docs/webhooks.md): the deliveries by state, and redelivery by hand of one that gave up.
 */
export const staffWebhookPaths = {
  deliveries: '/staff-api/webhook-deliveries',
  redelivery: '/staff-api/webhook-deliveries/:deliveryId/redelivery',
} as const;

/** `pending`: on its way, retrying with backoff; `delivered`: accepted; `dead`: gave up. */
export const webhookDeliveryStates = ['pending', 'delivered', 'dead'] as const;
export type WebhookDeliveryState = (typeof webhookDeliveryStates)[number];

export const webhookMessages = {
  redelivered: 'The delivery is queued again.',
  notDead: 'Only a delivery that gave up can be redelivered.',
  noDelivery: 'No delivery has this id.',
  notConfigured: 'No student system is configured to deliver to (APPLYKIT_WEBHOOK_URL).',
} as const;

export const webhookDeliveriesQuerySchema = z.object({
  state: z.enum(webhookDeliveryStates).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `next` of the previous page: older deliveries. */
  before: shortText(200).optional(),
});
export type WebhookDeliveriesQuery = z.input<typeof webhookDeliveriesQuerySchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  applicant_id: z.string(),
  name: z.string(),
  state: z.enum(webhookDeliveryStates),
  /** Attempts since it was queued or last redelivered. */
  attempts: z.number(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesReplySchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  next: z.string().nullable(),
});
export type WebhookDeliveriesReply = z.infer<typeof webhookDeliveriesReplySchema>;

export const webhookDeliveryParamsSchema = z.object({
  deliveryId: z.uuid({ error: webhookMessages.noDelivery }),
});
