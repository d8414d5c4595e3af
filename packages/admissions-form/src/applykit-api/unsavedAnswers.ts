import type { Answers } from '@applykit/api-contract';

/**
 * The answers of `current` that differ from what the server holds (`saved`, as this page last
 * heard it): what a save sends and what a browser draft keeps. A key the server does not hold
 * reads as unanswered.
 */
export function unsavedAnswers(current: Answers, saved: Answers): Answers {
  return Object.fromEntries(
    Object.entries(current).filter(([key, value]) => value !== (saved[key] ?? '')),
  );
}
