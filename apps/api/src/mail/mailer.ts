import type { FastifyReply } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { plainEmailPattern } from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import type { MailMessage } from './templates';

export interface Mailer {
  /**
   * Hands a message over in the background. Replies never wait for mail, so an account that
   * exists answers as fast as one that does not; a failure is logged, not thrown.
   */
  send(message: MailMessage): void;
  /**
   * Runs `compose` once `reply` has been written, and sends the message it returns (none for
   * undefined). For calls whose reply must not tell, by its timing, whether an account exists:
   * the database work and the mail happen after the answer. Failures are logged.
   */
  composeAndSend(compose: () => Promise<MailMessage | undefined>, reply: FastifyReply): void;
  /** Resolves once every message handed over so far has been delivered or has failed. */
  settled(): Promise<void>;
}

interface Logger {
  error(details: object, message: string): void;
}

type MailConfig = Pick<ServerConfig, 'smtpUrl' | 'consoleMailInProduction' | 'environment'>;

/**
 * Production without SMTP_URL would print every confirmation code and reset link and keep it
 * in plain text in the database: the server refuses to start unless ALLOW_CONSOLE_MAIL=true
 * says that is meant, and then it warns at every start.
 */
export function checkProductionMail(config: MailConfig, log: { warn(message: string): void }) {
  if (config.environment !== 'production' || config.smtpUrl) return;
  if (!config.consoleMailInProduction) {
    throw new Error(
      'Set SMTP_URL in production: without it, confirmation codes and password-reset links are ' +
        'printed to the log and kept in plain text in the database (mail_outbox). For a trial ' +
        'without mail, set ALLOW_CONSOLE_MAIL=true.',
    );
  }
  log.warn(
    'WARNING: production without SMTP_URL (ALLOW_CONSOLE_MAIL=true). No mail is delivered; ' +
      'confirmation codes and password-reset links are printed to the log and kept in plain ' +
      'text in the mail_outbox table, where anyone who reads the log or the database can take ' +
      'over accounts. Set SMTP_URL before real applicants use this server.',
  );
}

export interface MailerOptions {
  config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'environment'>;
  database: Queryable;
  log: Logger;
}

/**
 * Mail through nodemailer: to `SMTP_URL` when set; otherwise each message is rendered, printed
 * to the console and kept in the `mail_outbox` table, so a developer (or a test) can read the
 * codes and links a real server would have delivered.
 */
export function createMailer({ config, database, log }: MailerOptions): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    // Given as a string, nodemailer parses the recipient as an address header: a group or a
    // display name would send the mail elsewhere. One checked address object goes to exactly it.
    if (!plainEmailPattern.test(message.to)) {
      throw new Error('The recipient is not one plain email address; nothing was sent.');
    }
    await transport.sendMail({
      from: message.from ?? config.mailFrom,
      to: { name: '', address: message.to },
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (config.smtpUrl) return;
    await database.query(
      'INSERT INTO mail_outbox (recipient, subject, text_body, html_body) VALUES ($1, $2, $3, $4)',
      [message.to, message.subject, message.text, message.html],
    );
    if (config.environment !== 'test') {
      process.stdout.write(
        `\n--- mail to ${message.to}: ${message.subject}\n${message.text}\n--- end of mail\n`,
      );
    }
  }

  function track(work: Promise<void>) {
    const tracked = work.finally(() => pending.delete(tracked));
    pending.add(tracked);
  }

  return {
    send(message) {
      track(
        deliver(message).catch((error: unknown) =>
          log.error({ err: error, to: message.to, subject: message.subject }, 'mail failed'),
        ),
      );
    },
    composeAndSend(compose, reply) {
      const written = new Promise<void>((resolve) => {
        if (reply.raw.writableFinished || reply.raw.destroyed) resolve();
        else reply.raw.once('finish', resolve).once('close', resolve);
      });
      track(
        written
          // One more turn of the event loop, so the written reply leaves before the work: the
          // embedded database runs its queries on this thread.
          .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
          .then(compose)
          .then((message) => (message ? deliver(message) : undefined))
          .catch((error: unknown) => log.error({ err: error }, 'mail failed')),
      );
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
}

export interface OutboxMail {
  recipient: string;
  subject: string;
  text_body: string;
  created_at: Date;
}

/** The latest messages the console transport kept, newest first; for one address when given. */
export async function latestOutboxMail(
  db: Queryable,
  recipient: string | undefined,
  limit: number,
): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `SELECT recipient, subject, text_body, created_at FROM mail_outbox
      WHERE $1::text IS NULL OR lower(recipient) = lower($1)
      ORDER BY id DESC LIMIT $2`,
    [recipient ?? null, limit],
  );
}
