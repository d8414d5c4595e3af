import { answerLimits, answersSchema, serverMessages, type Answers } from '@applykit/api-contract';
import { indexDefinition, type ApplicationDefinition } from '@applykit/admissions-form/validate';
import { badRequest } from '../http/errors';

/**
 * Checks a PUT /api/answer body: an object of text answers, each key one of the definition's
 * (the form the server runs). Any problem is a 400 naming the keys at fault, and nothing is
 * stored.
 */
export function checkAnswers(body: unknown, definition: ApplicationDefinition): Answers {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(serverMessages.answersNotObject);
  }
  const errors: Record<string, string[]> = {};
  const { isKey } = indexDefinition(definition);
  const unknown = Object.keys(body).filter((key) => !isKey(key));
  for (const key of unknown) errors[key] = ['This answer is not part of the application.'];
  if (unknown.length) {
    throw badRequest(
      `These answers are not part of the application: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}.`,
      errors,
    );
  }
  const parsed = answersSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    errors[key] = [
      issue.code === 'too_big'
        ? `The answer to ${key} is longer than ${answerLimits.valueLength} characters.`
        : issue.code === 'custom'
          ? `The answer to ${key} may not contain control characters other than tab and line breaks, or incomplete Unicode characters.`
          : `The answer to ${key} must be text.`,
    ];
  }
  const keys = Object.keys(errors);
  throw badRequest(
    keys.length === 1
      ? errors[keys[0]!]![0]!
      : `These answers could not be saved: ${keys.join(', ')}.`,
    errors,
  );
}
