import { answersSchema, serverMessages, type Answers } from '@applykit/api-contract';
import { indexDefinition, type ApplicationDefinition } from '@applykit/admissions-form/validate';
import { badRequest, parseBody } from '../http/errors';

/**
 * Checks that answers are an object whose every key is one of the definition's (the form the
 * server runs): otherwise a 400 naming the keys at fault. The values are the contract's
 * `answersSchema`'s to check.
 */
export function checkAnswerKeys(body: unknown, definition: ApplicationDefinition): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(serverMessages.answersNotObject);
  }
  const { isKey } = indexDefinition(definition);
  const unknown = Object.keys(body).filter((key) => !isKey(key));
  if (unknown.length) {
    throw badRequest(
      `These answers are not part of the application: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}.`,
      Object.fromEntries(
        unknown.map((key) => [key, ['This answer is not part of the application.']]),
      ),
    );
  }
}

/** A whole set of answers from outside a request (a file): keys, then values. */
export function checkAnswers(body: unknown, definition: ApplicationDefinition): Answers {
  checkAnswerKeys(body, definition);
  return parseBody(answersSchema, body);
}
