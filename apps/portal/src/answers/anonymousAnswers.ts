import type { Answers } from '../api/types';

const storageKey = 'applykit.anonymous-answers';

/**
 * A visitor's answers before they have an account: kept in localStorage so a
 * reload or the detour through sign up and confirm loses nothing, and removed once saved to
 * the account.
 */
export const anonymousAnswers = {
  read(): Answers {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}');
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
  write(answers: Answers) {
    try {
      if (hasAnswers(answers)) localStorage.setItem(storageKey, JSON.stringify(answers));
      else localStorage.removeItem(storageKey);
    } catch {
      // Storage full or disabled (private mode): the answers still live in memory for this visit.
    }
  },
  clear() {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // Nothing stored when storage is disabled.
    }
  },
};

/** An answer set counts as typed when any answer is not the empty string. */
export function hasAnswers(answers: Answers | undefined): answers is Answers {
  return !!answers && Object.values(answers).some((value) => value !== '');
}
