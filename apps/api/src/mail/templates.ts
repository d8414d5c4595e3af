import type { MailMessage } from './mailer';

/** The mail the accounts and application send: plain text, with the same words as HTML. */

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function message(to: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  const text = [...paragraphs, ...(link ? [link] : [])].join('\n\n');
  const html = [
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
  ].join('\n');
  return { to, subject, text, html: `<!doctype html><html><body>${html}</body></html>` };
}

export const mailTemplates = {
  confirmationCode: (to: string, code: string) =>
    message(to, 'Your ApplyKit confirmation code', [
      `Your confirmation code is ${code}.`,
      'Enter it on the Confirm Your Account page to finish creating your account. The code is valid for 24 hours.',
      'If you did not create an account, you can ignore this message.',
    ]),

  alreadyRegistered: (to: string, loginUrl: string, forgotUrl: string) =>
    message(to, 'You already have an ApplyKit account', [
      'Someone, perhaps you, tried to create an account with this email address, which already has one.',
      `You can log in at ${loginUrl}, or reset your password at ${forgotUrl}.`,
      'If this was not you, you can ignore this message: your account is unchanged.',
    ]),

  passwordReset: (to: string, resetUrl: string) =>
    message(
      to,
      'Reset your ApplyKit password',
      [
        'We received a request to reset the password of your account. Open this link within 1 hour to choose a new password; it works once.',
        'If you did not ask for this, you can ignore this message: your password is unchanged.',
      ],
      resetUrl,
    ),

  submissionReceipt: (to: string, submittedAt: Date) =>
    message(to, 'We received your application', [
      'Your application was successfully submitted.',
      `We received it on ${submittedAt.toUTCString()}. You can log in at any time to download a PDF copy.`,
    ]),
};
