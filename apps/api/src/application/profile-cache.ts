/**
 * The answers text GET /api/profile last read for a session, kept in this process so an
 * unchanged profile is not written out as 20 KB of text by the database again. An entry is
 * only ever a hint: the profile's statement reads the application's row version every time and
 * returns the answers unless the row is the entry's applicant's at the entry's version, so
 * another process's save (or any write to the row) is seen at once. Bounded by size, least
 * recently read dropped first.
 */
export interface ProfileAnswersEntry {
  applicantId: string;
  /** The row version the answers were read at (PostgreSQL's `xmin` of the application row). */
  revision: string;
  answersJson: string;
}

/** 32 MB of answers text: about 1,500 applicants with 20 KB each. */
const profileAnswersCacheBytes = 32 * 1024 * 1024;

/** What an entry costs, counted generously: two bytes a character and a little for the rest. */
const sizeOf = (entry: ProfileAnswersEntry) =>
  2 * (entry.answersJson.length + entry.applicantId.length + entry.revision.length) + 200;

/** Entries by session id hash, least recently read first (a Map keeps insertion order). */
export function createProfileAnswersCache(limitBytes = profileAnswersCacheBytes) {
  const entries = new Map<string, ProfileAnswersEntry>();
  let bytes = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= sizeOf(entry);
  };
  return {
    get(sessionHash: string): ProfileAnswersEntry | undefined {
      const entry = entries.get(sessionHash);
      if (entry) {
        entries.delete(sessionHash);
        entries.set(sessionHash, entry);
      }
      return entry;
    },
    set(sessionHash: string, entry: ProfileAnswersEntry): void {
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

export type ProfileAnswersCache = ReturnType<typeof createProfileAnswersCache>;
