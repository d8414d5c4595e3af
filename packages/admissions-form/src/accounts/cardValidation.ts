import {
  accountMessages,
  confirmationSchema,
  emailPattern,
  forgotPasswordSchema,
  loginSchema,
  passwordResetSchema,
  serverMessages,
  signUpSchema,
} from '@applykit/api-contract';

export type CardErrors<Name extends string> = Partial<Record<Name, string[]>>;

/** What the portal needs of a contract schema: zod's `safeParse`. */
interface Schema {
  safeParse(values: unknown):
    | { success: true }
    | {
        success: false;
        error: {
          issues: readonly { path: readonly PropertyKey[]; message: string; code: string }[];
        };
      };
}

/**
 * Each field's messages from the contract's schema (the server checks the same one), without
 * duplicates. A new password lists every requirement it misses in the schema;
 * the card says it once, since the live checklist beside it shows which ones.
 */
function schemaErrors<Name extends string>(
  schema: Schema,
  values: Record<Name, string>,
  newPasswordFields: readonly Name[] = [],
): CardErrors<Name> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: CardErrors<Name> = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]) as Name;
    const message =
      newPasswordFields.includes(name) && issue.code === 'custom'
        ? serverMessages.passwordRejected
        : issue.message;
    const list = (errors[name] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

function only<Name extends string>(
  errors: CardErrors<Name>,
  names: readonly Name[],
): CardErrors<Name> {
  return Object.fromEntries(
    names.flatMap((name) => (errors[name] ? [[name, errors[name]]] : [])),
  ) as CardErrors<Name>;
}

export type LoginField = 'username' | 'password';
export const validateLogin = (values: Record<LoginField, string>) =>
  schemaErrors(loginSchema, values);

export type SignUpField = 'username' | 'password';
export const validateSignUp = (values: Record<SignUpField, string>) =>
  schemaErrors(signUpSchema, values, ['password']);

/** The code is the card's one field: the address travels with the applicant from sign up. */
export type ConfirmField = 'code';
export const validateConfirm = (values: Record<ConfirmField, string>) =>
  schemaErrors(confirmationSchema.pick({ code: true }), values);

export type ForgotField = 'username';
export const validateForgot = (values: Record<ForgotField, string>) =>
  schemaErrors(forgotPasswordSchema, values);

export type ResetField = 'username' | 'password' | 'confirm_password' | 'id';
/** The reset card checks what the applicant types, and that the link carried its id. */
export const validateReset = (values: Record<ResetField, string>) =>
  only(schemaErrors(passwordResetSchema, values, ['password']), [
    'password',
    'confirm_password',
    'id',
  ]);

/** A resend from the log-in card needs a valid address first. */
export function resendAddressError(username: string): string | undefined {
  return emailPattern.test(username.trim()) ? undefined : accountMessages.resendEmailInvalid;
}
