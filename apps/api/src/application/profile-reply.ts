import type { SignedInApplicant } from '../sessions/sessions';
import { compressed, type ReplyEncoding } from '../http/compression';
import type { ProfileReply, ShownProfile } from './profile-cache';

/**
 * GET /api/profile's reply (`profileSchema`, its fields in its order) as JSON text. The answers
 * and document answers are the JSON PostgreSQL wrote for them, passed on as they are; every
 * other field is serialised here. Nothing else reaches the reply.
 */
function profileReplyText(applicant: SignedInApplicant, { profile, documentsJson }: ShownProfile) {
  const text = JSON.stringify;
  return (
    `{"answer":${profile.answersJson},"document_answer":${documentsJson}` +
    `,"username":${text(applicant.username)},"last_page":${text(profile.last_page)}` +
    `,"locale":${text(applicant.locale)},"successful_login":${text(profile.logins)}` +
    `,"web_status":${text(profile.webStatuses.map((web_status) => ({ web_status })))}}`
  );
}

/**
 * The reply's bytes for `applicant`, and compressed with `encoding` when not null: written
 * once per profile read from the database and kept with it (`ShownProfile.reply`), so an
 * unchanged profile is neither serialised nor compressed again. The account's name and
 * language are the only parts from outside the application: a reply written for others is
 * written again.
 */
export function profileReplyBytes(
  shown: ShownProfile,
  applicant: SignedInApplicant,
  encoding: ReplyEncoding | null,
): Buffer {
  let reply: ProfileReply | undefined = shown.reply;
  if (!reply || reply.username !== applicant.username || reply.locale !== applicant.locale) {
    reply = {
      username: applicant.username,
      locale: applicant.locale,
      body: Buffer.from(profileReplyText(applicant, shown)),
      encoded: new Map(),
    };
    shown.reply = reply;
  }
  if (encoding === null) return reply.body;
  let bytes = reply.encoded.get(encoding);
  if (!bytes) {
    bytes = compressed(reply.body, encoding);
    reply.encoded.set(encoding, bytes);
  }
  return bytes;
}
