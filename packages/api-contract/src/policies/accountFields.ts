import { accountMessages } from '../accountMessages';
import { accountFieldMessages } from '../accountFieldMessages';
import { isLineText } from '../text';
import { passwordMaxLength, unmetPasswordRequirements } from './password';

/**
 * The account fields' rules as plain data: the server's schemas are built from them and the
 * account cards check with them directly, so a card in the browser carries no schema library
 * and still says exactly what the server would. A check is a length, a pattern or a test.
 */
export type TextCheck = (
  | { maxLength: number }
  | { minLength: number }
  | { pattern: RegExp }
  | { passes(value: string): boolean }
) & {
  /** What the applicant reads when the check fails; a function when it names what is wrong. */
  message: string | ((value: string) => string);
  /** A failure here makes the field's later checks moot (a control character). */
  stops?: boolean;
  /**
   * The new-password policy: its message lists every unmet requirement, which a card shows as
   * the short refusal beside its live checklist instead.
   */
  passwordPolicy?: boolean;
};

export interface TextRule {
  /** Leading and trailing spaces are taken off before the checks (an address, a code). */
  trim: boolean;
  /** The message when no text arrives at all. */
  missing: string;
  checks: readonly TextCheck[];
}

/** A simple e-mail pattern. 254 is the longest address SMTP carries. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * One plain mailbox, `local@domain`, as mail is sent to it: a dot-atom local part (letters,
 * digits and the atom symbols) and a host name. The simple pattern above also lets through what
 * mail software reads as something else: a group (`a:b@x.edu;`), a display name
 * (`x<b@x.edu>`) or a list (`a,b@x.edu`), each of which mails another address than the one typed.
 */
const atom = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const label = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
export const plainEmailPattern = /* @__PURE__ */ new RegExp(
  `^${atom}(?:\\.${atom})*@${label}(?:\\.${label})*\\.\\p{L}{2,}$`,
  'u',
);

/**
 * Built by a call marked pure, so a bundle that imports another policy (a widget's file rules)
 * leaves all of this out: its property reads would otherwise count as side effects.
 */
function accountFieldRules() {
  /** Every text field of a request refuses control characters first, and says only that. */
  const lineTextCheck: TextCheck = {
    passes: isLineText,
    message: accountFieldMessages.controlCharacters,
    stops: true,
  };

  const email = (message: string, pattern = emailPattern): TextRule => ({
    trim: true,
    missing: message,
    checks: [
      lineTextCheck,
      { maxLength: 254, message },
      { pattern: emailPattern, message },
      ...(pattern === emailPattern ? [] : [{ pattern, message }]),
    ],
  });

  /** A password someone chooses: the policy of `unmetPasswordRequirements`, for applicants and staff alike. */
  const newPassword: TextRule = {
    trim: false,
    missing: accountFieldMessages.passwordRejected,
    checks: [
      lineTextCheck,
      {
        maxLength: passwordMaxLength,
        message: `Your password must be at most ${passwordMaxLength} characters.`,
      },
      {
        passes: (value) => unmetPasswordRequirements(value).length === 0,
        // One sentence naming every unmet item: "… requirements: a number, a special character (…)."
        message: (value) =>
          `${accountFieldMessages.passwordRejected.replace(/\.$/, '')}: ${unmetPasswordRequirements(value).join(', ')}.`,
        passwordPolicy: true,
      },
    ],
  };

  return {
    // An account's address is where its codes and links go: it must be one plain mailbox.
    signUpEmail: email(accountMessages.emailInvalid, plainEmailPattern),
    email: email(accountMessages.emailInvalid),
    loginEmail: email(accountMessages.loginEmailInvalid),
    resendEmail: email(accountMessages.resendEmailInvalid),
    newPassword,
    loginPassword: {
      trim: false,
      missing: accountMessages.passwordRequired,
      checks: [
        lineTextCheck,
        { minLength: 1, message: accountMessages.passwordRequired },
        { maxLength: passwordMaxLength, message: accountFieldMessages.loginRejected },
      ],
    },
    confirmationCode: {
      trim: true,
      missing: accountMessages.codeInvalid,
      checks: [{ pattern: /^[0-9]{6}$/, message: accountMessages.codeInvalid }],
    },
    confirmPassword: {
      trim: false,
      missing: accountMessages.passwordsMustMatch,
      checks: [lineTextCheck],
    },
    resetLinkId: {
      trim: false,
      missing: accountFieldMessages.resetLinkInvalid,
      checks: [
        lineTextCheck,
        { minLength: 1, message: accountFieldMessages.resetLinkInvalid },
        { maxLength: 200, message: accountFieldMessages.resetLinkInvalid },
      ],
    },
  } satisfies Record<string, TextRule>;
}

/** The rules of every account field, by the card and call they belong to. */
export const accountFields = /* @__PURE__ */ accountFieldRules();

/** Whether `value` (already trimmed where the rule trims) passes `check`. */
export function passesCheck(check: TextCheck, value: string): boolean {
  if ('maxLength' in check) return value.length <= check.maxLength;
  if ('minLength' in check) return value.length >= check.minLength;
  if ('pattern' in check) return check.pattern.test(value);
  return check.passes(value);
}

/** The message of a failed check for `value`. */
const checkMessage = (check: TextCheck, value: string): string =>
  typeof check.message === 'function' ? check.message(value) : check.message;

export interface FailedCheck {
  message: string;
  /** The field's later checks were not run (see `TextCheck.stops`), or no text arrived. */
  stops: boolean;
  /** The new-password policy failed (see `TextCheck.passwordPolicy`). */
  passwordPolicy: boolean;
}

/** The failed checks of one field, in order, up to and including the first that stops. */
export function failedChecks(rule: TextRule, value: unknown): FailedCheck[] {
  if (typeof value !== 'string')
    return [{ message: rule.missing, stops: true, passwordPolicy: false }];
  const text = rule.trim ? value.trim() : value;
  const failed: FailedCheck[] = [];
  for (const check of rule.checks) {
    if (passesCheck(check, text)) continue;
    failed.push({
      message: checkMessage(check, text),
      stops: check.stops === true,
      passwordPolicy: check.passwordPolicy === true,
    });
    if (check.stops) break;
  }
  return failed;
}
