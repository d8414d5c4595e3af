import { unsavedAnswers } from '@applykit/admissions-form/applykit-api';
import type { Answers } from '../api/types';

const prefix = 'applykit.draft.';

function keyFor(username: string): string {
  return `${prefix}${username.trim().toLowerCase()}`;
}

/**
 * Accounts logged out from this tab. Typing still on its way to the draft when the applicant
 * chose Log Out (the typing pause, the form's last report as it unmounts) would otherwise write
 * the draft back after it was removed, leaving their answers on a shared computer.
 */
const loggedOut = new Set<string>();

/**
 * A logged-in applicant's answers that the server does not hold yet, kept in this browser
 * under their account (localStorage): what they typed survives a time-out, a 401, a reload, a
 * crashed tab and a failed save, and comes back at their next log in. Only the unsaved answers
 * are kept, and nothing once they are saved; log out removes them (docs/sessions.md).
 */
export const applicantDraft = {
  read(username: string): Answers {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(username)) ?? '{}');
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
      return Object.fromEntries(
        Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      );
    } catch {
      return {};
    }
  },
  /** Keeps what of `current` is not in `saved`, or nothing when all of it is. */
  keep(username: string, current: Answers, saved: Answers) {
    if (loggedOut.has(keyFor(username))) return;
    const unsaved = unsavedAnswers(current, saved);
    try {
      if (Object.keys(unsaved).length > 0) {
        localStorage.setItem(keyFor(username), JSON.stringify(unsaved));
      } else {
        localStorage.removeItem(keyFor(username));
      }
    } catch {
      // Storage full or off: the answers still live in the page.
    }
  },
  /** A log in: its typing is kept again. */
  resume(username: string) {
    loggedOut.delete(keyFor(username));
  },
  /** A chosen log out: the draft goes, and nothing more is kept until the next log in. */
  remove(username: string) {
    loggedOut.add(keyFor(username));
    try {
      localStorage.removeItem(keyFor(username));
    } catch {
      // Nothing stored when storage is off.
    }
  },
};
