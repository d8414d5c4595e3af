import type { WebStatus } from '@applykit/api-contract';

/** What GET /api/profile shows of an application. */
interface ApplicationProfile {
  /**
   * The answers as JSON text, as PostgreSQL writes the stored jsonb: the profile passes them
   * on without parsing and serialising 20 KB again (a quarter of the route's work).
   */
  answersJson: string;
  last_page: string | null;
  /** The statuses reached, in order. */
  webStatuses: WebStatus[];
  /** One ISO-8601 timestamp per successful log in, oldest first. */
  logins: string[];
}

/**
 * What GET /api/profile shows of an application, with the reply last written from it
 * (`profile-reply.ts`), so an unchanged profile is neither written out as 20 KB of text by the
 * database, nor serialised and compressed again by this process.
 */
export interface ShownProfile {
  profile: ApplicationProfile;
  /** The document answers (`DocumentAnswers`) as JSON text. */
  documentsJson: string;
  /** The reply written from this profile, once one was (`profileReplyBytes`). */
  reply?: ProfileReply;
}

/**
 * A reply's bytes as sent, for the account name and language it holds (the only parts of the
 * reply from outside the application), with its compressed forms by encoding once made.
 */
export interface ProfileReply {
  username: string;
  locale: string | null;
  body: Buffer;
  encoded: Map<string, Buffer>;
}

/**
 * A profile a session last read, kept in this process. It is only ever a hint: the profile's
 * statement reads the application's row version every time and reads everything again unless
 * the row is the entry's applicant's at the entry's version, so another process's save (or any
 * write to the row, its statuses, log-ins or document answers) is seen at once. Bounded by
 * size, least recently read dropped first.
 */
export interface KeptProfile extends ShownProfile {
  applicantId: string;
  /** The row version it was read at (PostgreSQL's `xmin` of the application row). */
  revision: string;
}

/** 64 MB: about 750 applicants with 20 KB of answers, their replies and compressed forms. */
const profileCacheBytes = 64 * 1024 * 1024;

/**
 * What an entry costs, counted generously: two bytes a character of its texts, and as much
 * again for the reply's bytes (one a character) with its compressed forms (together well under
 * another half), and a little for the rest.
 */
const sizeOf = ({ applicantId, revision, profile, documentsJson }: KeptProfile) =>
  4 * (profile.answersJson.length + documentsJson.length) +
  2 * (applicantId.length + revision.length) +
  100 * profile.logins.length +
  1000;

/** Entries by session id hash, least recently read first (a Map keeps insertion order). */
export function createProfileCache(limitBytes = profileCacheBytes) {
  const entries = new Map<string, KeptProfile>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  };
  return {
    get(sessionHash: string): KeptProfile | undefined {
      const entry = entries.get(sessionHash);
      if (entry) {
        entries.delete(sessionHash);
        entries.set(sessionHash, entry);
      }
      return entry;
    },
    set(sessionHash: string, entry: KeptProfile): void {
      remove(sessionHash);
      const size = sizeOf(entry);
      if (size > limitBytes) return;
      entries.set(sessionHash, entry);
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= limitBytes) break;
        remove(oldest);
      }
    },
    /** What the entries take, as counted against the limit. */
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}

export type ProfileCache = ReturnType<typeof createProfileCache>;
