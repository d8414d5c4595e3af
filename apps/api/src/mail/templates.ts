import type { PartnerSettings } from '@applykit/admissions-form/validate';

/**
 * The mail the accounts and application send: plain text, with the same words as HTML. Each
 * names the institution the applicant applies to and is signed by its admissions office; the
 * product's own name never appears, since the applicant never chose it.
 */

/** One message, its words as plain text and as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function mailMessage(
  to: string,
  subject: string,
  paragraphs: string[],
  link: string | undefined,
  signature: string,
): MailMessage {
  const text = [...paragraphs, ...(link ? [link] : []), signature].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { to, subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}

/** The sender when MAIL_FROM is not set: the institution's admissions, from this host. */
export function defaultMailFrom(partner: PartnerSettings): string {
  const name = `${partner.institutionName} Admissions`.replace(/["\\]/g, '\\$&');
  return `"${name}" <admissions@localhost>`;
}

export function mailTemplatesFor(partner: PartnerSettings) {
  const institution = partner.institutionName;
  const office = partner.admissionsOffice;
  const signature = `${office.name}, ${institution} (${office.email}, ${office.phone})`;
  const message = (to: string, subject: string, paragraphs: string[], link?: string) =>
    mailMessage(to, subject, paragraphs, link, signature);
  return {
    confirmationCode: (to: string, code: string) =>
      message(to, `Your ${institution} confirmation code`, [
        `Your confirmation code is ${code}.`,
        'Enter it on the Confirm Your Account page to finish creating your account. The code is valid for 24 hours.',
        'If you did not create an account, you can ignore this message.',
      ]),

    alreadyRegistered: (to: string, loginUrl: string, forgotUrl: string) =>
      message(to, `You already have an account with ${institution}`, [
        'Someone, perhaps you, tried to create an account with this email address, which already has one.',
        `You can log in at ${loginUrl}, or reset your password at ${forgotUrl}.`,
        'If this was not you, you can ignore this message: your account is unchanged.',
      ]),

    passwordReset: (to: string, resetUrl: string) =>
      message(
        to,
        `Reset your ${institution} password`,
        [
          'We received a request to reset the password of your account. Open this link within 1 hour to choose a new password; it works once.',
          'If you did not ask for this, you can ignore this message: your password is unchanged.',
        ],
        resetUrl,
      ),

    submissionReceipt: (to: string, submittedAt: Date) =>
      message(to, 'We received your application', [
        `Thank you for applying to ${institution}.`,
        'Your application was successfully submitted.',
        `We received it on ${submittedAt.toUTCString()}. You can log in at any time to download a PDF copy.`,
      ]),

    staffInvitation: (to: string, invitationUrl: string, hours: number) =>
      message(
        to,
        `Your ${institution} admissions staff account`,
        [
          `You are invited to the admissions staff area of ${institution}. Open this link within ${hours} hours to choose your password; it works once.`,
          'After your password you will set up an authenticator app, which gives the code asked for at every sign-in.',
          'If you did not expect this invitation, you can ignore this message.',
        ],
        invitationUrl,
      ),
  };
}
