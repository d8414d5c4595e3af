import type { PartnerSettings } from '@applykit/admissions-form/validate';
import { partnerTextsInLocale } from '@applykit/admissions-form/partner';
import { SOURCE_LOCALE } from '@applykit/ui/messages';
import { firstServerLocale, serverTranslator } from '../messages';

/**
 * The mail the accounts and application send: plain text, with the same words as HTML. Each
 * names the institution the applicant applies to and is signed by its admissions office; the
 * product's own name never appears, since the applicant never chose it. The words are the
 * server catalogue's (`messages/*.json`), in the applicant's language.
 */

/** One message, its words as plain text and as HTML. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender, when it is not the server's `mailFrom` (the default sender in another language). */
  from?: string;
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

function mailFromIn(partner: PartnerSettings, locale: string): string {
  const sender = serverTranslator(locale).t('api.mail.sender', {
    institution: partner.institutionName,
  });
  return `"${sender.replace(/["\\]/g, '\\$&')}" <admissions@localhost>`;
}

/** The sender when MAIL_FROM is not set: the institution's admissions, from this host. */
export function defaultMailFrom(partner: PartnerSettings): string {
  return mailFromIn(partner, SOURCE_LOCALE);
}

export interface MailTemplateOptions {
  /**
   * The server's sender (`MAIL_FROM`). When it is the default one, each mail's sender name is
   * in the mail's language; a sender the operator set is used as set.
   */
  mailFrom?: string;
}

/**
 * The partner's mails in a language: `mailsIn(locale)` writes them in `locale` when the server
 * speaks it, else in the partner's default language, else English.
 */
export function mailTemplatesFor(partner: PartnerSettings, options: MailTemplateOptions = {}) {
  const institution = partner.institutionName;
  const senderFollowsLanguage = options.mailFrom === defaultMailFrom(partner);
  return function mailsIn(language: string | null | undefined) {
    const locale = firstServerLocale(language, partner.defaultLocale);
    const { t, formatDate } = serverTranslator(locale);
    // The office's name as the institution words it in this language.
    const office = partnerTextsInLocale(partner, locale).admissionsOffice;
    const signature = t('api.mail.signature', {
      office: office.name,
      institution,
      email: office.email,
      phone: office.phone,
    });
    const from = senderFollowsLanguage ? mailFromIn(partner, locale) : undefined;
    const message = (to: string, subject: string, paragraphs: string[], link?: string) => ({
      ...mailMessage(to, subject, paragraphs, link, signature),
      ...(from && { from }),
    });
    return {
      confirmationCode: (to: string, code: string) =>
        message(to, t('api.mail.confirmationCode.subject', { institution }), [
          t('api.mail.confirmationCode.code', { code }),
          t('api.mail.confirmationCode.enter'),
          t('api.mail.confirmationCode.notYou'),
        ]),

      alreadyRegistered: (to: string, loginUrl: string, forgotUrl: string) =>
        message(to, t('api.mail.alreadyRegistered.subject', { institution }), [
          t('api.mail.alreadyRegistered.attempt'),
          t('api.mail.alreadyRegistered.links', { loginUrl, forgotUrl }),
          t('api.mail.alreadyRegistered.notYou'),
        ]),

      passwordReset: (to: string, resetUrl: string) =>
        message(
          to,
          t('api.mail.passwordReset.subject', { institution }),
          [t('api.mail.passwordReset.request'), t('api.mail.passwordReset.notYou')],
          resetUrl,
        ),

      submissionReceipt: (to: string, submittedAt: Date) =>
        message(to, t('api.mail.receipt.subject'), [
          t('api.mail.receipt.thanks', { institution }),
          t('api.mail.receipt.submitted'),
          t('api.mail.receipt.received', {
            // English keeps the date as it always read; another language gets its own form.
            receivedAt:
              locale === SOURCE_LOCALE
                ? submittedAt.toUTCString()
                : `${formatDate(submittedAt, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })} UTC`,
          }),
        ]),

      staffInvitation: (to: string, invitationUrl: string, hours: number) =>
        message(
          to,
          t('api.mail.staffInvitation.subject', { institution }),
          [
            t('api.mail.staffInvitation.invited', { institution, hours }),
            t('api.mail.staffInvitation.authenticator'),
            t('api.mail.staffInvitation.notExpected'),
          ],
          invitationUrl,
        ),
    };
  };
}
