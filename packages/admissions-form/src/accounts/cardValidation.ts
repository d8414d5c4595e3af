import { accountFieldMessages, accountMessages } from '@applykit/api-contract';
import { accountFields, failedChecks, type TextRule } from '@applykit/api-contract/policies';

export type CardErrors<Name extends string> = Partial<Record<Name, string[]>>;

/**
 * Each field's messages from the contract's account rules (the server's schemas are built from
 * the same rules), without duplicates. A new password lists every requirement it misses; the
 * card says it once, since the live checklist beside it shows which ones.
 */
function cardErrors<Name extends string>(
  rules: Record<Name, TextRule>,
  values: Record<Name, string>,
): CardErrors<Name> {
  const errors: CardErrors<Name> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const messages = failedChecks(rules[name], values[name]).map(({ message, passwordPolicy }) =>
      passwordPolicy ? accountFieldMessages.passwordRejected : message,
    );
    if (messages.length) errors[name] = [...new Set(messages)];
  }
  return errors;
}

export type LoginField = 'username' | 'password';
export const validateLogin = (values: Record<LoginField, string>) =>
  cardErrors({ username: accountFields.loginEmail, password: accountFields.loginPassword }, values);

export type SignUpField = 'username' | 'password';
export const validateSignUp = (values: Record<SignUpField, string>) =>
  cardErrors({ username: accountFields.signUpEmail, password: accountFields.newPassword }, values);

/** The code is the card's one field: the address travels with the applicant from sign up. */
export type ConfirmField = 'code';
export const validateConfirm = (values: Record<ConfirmField, string>) =>
  cardErrors({ code: accountFields.confirmationCode }, values);

export type ForgotField = 'username';
export const validateForgot = (values: Record<ForgotField, string>) =>
  cardErrors({ username: accountFields.email }, values);

export type ResetField = 'username' | 'password' | 'confirm_password' | 'id';
const resetRules = {
  username: accountFields.email,
  password: accountFields.newPassword,
  confirm_password: accountFields.confirmPassword,
  id: accountFields.resetLinkId,
};
/**
 * The reset card checks what the applicant types, and that the link carried its id. The two
 * passwords are compared, as the server does, once no field has failed a check that stops it.
 */
export function validateReset(values: Record<ResetField, string>): CardErrors<ResetField> {
  const { username: _carried, ...errors } = cardErrors(resetRules, values);
  const stopped = (Object.keys(resetRules) as ResetField[]).some((name) =>
    failedChecks(resetRules[name], values[name]).some((failed) => failed.stops),
  );
  if (!stopped && values.password !== values.confirm_password) {
    const list = (errors.confirm_password ??= []);
    if (!list.includes(accountMessages.passwordsMustMatch))
      list.push(accountMessages.passwordsMustMatch);
  }
  return errors;
}

/** A resend from the log-in card needs a valid address first. */
export function resendAddressError(username: string): string | undefined {
  return failedChecks(accountFields.resendEmail, username)[0]?.message;
}
