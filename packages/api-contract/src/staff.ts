import { z } from 'zod';
import { controlCharacterCheck, loginSchema, newPasswordSchema, signUpSchema } from './schemas';
import { isLineText } from './text';

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
  /** False until the invitation has been accepted and an authenticator set up. */
  active: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMeReplySchema = z.object({ email: z.string(), role: z.enum(staffRoles) });
export type StaffMeReply = z.infer<typeof staffMeReplySchema>;

export const staffMembersReplySchema = z.object({ members: z.array(staffMemberSchema) });
export type StaffMembersReply = z.infer<typeof staffMembersReplySchema>;

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
