import type { Answers } from '../api/types';

const storageKey = 'applykit.anonymous-answers';
const setAsideKey = 'applykit.anonymous-answers-set-aside';

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
  /**
   * A log in into an account that already had answers left the visitor's answers out: the form
   * page says so once. In this tab's session storage, so the redirect to the form's first page
   * does not lose it and no other tab or later visit shows it.
   */
  markSetAside() {
    try {
      sessionStorage.setItem(setAsideKey, '1');
    } catch {
      // Storage disabled: the notice is lost, never the account's answers.
    }
  },
  /** Whether a log in set the visitor's answers aside since the last call (then forgotten). */
  takeSetAside(): boolean {
    try {
      const marked = sessionStorage.getItem(setAsideKey) === '1';
      sessionStorage.removeItem(setAsideKey);
      return marked;
    } catch {
      return false;
    }
  },
};

/** An answer set counts as typed when any answer is not the empty string. */
export function hasAnswers(answers: Answers | undefined): answers is Answers {
  return !!answers && Object.values(answers).some((value) => value !== '');
}
