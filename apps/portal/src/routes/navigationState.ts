import type { Answers } from '../api/types';

/**
 * What one screen hands the next through router state: the answers typed so
 * far, the username between sign up, confirm and log in, and a message to show on arrival.
 */
export interface NavigationState {
  answers?: Answers;
  username?: string;
  successMessage?: string;
  errorMessage?: string;
}

export function readNavigationState(state: unknown): NavigationState {
  if (!state || typeof state !== 'object') return {};
  const { answers, username, successMessage, errorMessage } = state as Record<string, unknown>;
  return {
    answers: isAnswers(answers) ? answers : undefined,
    username: typeof username === 'string' ? username : undefined,
    successMessage: typeof successMessage === 'string' ? successMessage : undefined,
    errorMessage: typeof errorMessage === 'string' ? errorMessage : undefined,
  };
}

function isAnswers(value: unknown): value is Answers {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((answer) => typeof answer === 'string')
  );
}

/** The question a form page focuses on arrival (an error summary's link to another page). */
export function focusKeyOf(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('focusKey' in state)) return undefined;
  const { focusKey } = state as { focusKey: unknown };
  return typeof focusKey === 'string' ? focusKey : undefined;
}
