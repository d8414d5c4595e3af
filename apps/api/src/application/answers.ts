import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import {
  answerLimits,
  answersSchema,
  isAnswerSet,
  isLineText,
  serverMessages,
  type Answers,
} from '@applykit/api-contract';
import { indexDefinition, type ApplicationDefinition } from '@applykit/admissions-form/validate';
import { badRequest, parseBody, requestValidator } from '../http/errors';
import { isCheckedJson } from '../http/guards';

/**
 * Checks that answers are an object whose every key is one of the definition's (the form the
 * server runs): otherwise a 400 naming the keys at fault. The values are the contract's
 * `answersSchema`'s to check.
 */
export function checkAnswerKeys(body: unknown, definition: ApplicationDefinition): void {
  checkKeysAndTellValuesFit(body, definition);
}

/**
 * `checkAnswerKeys`, and in the same loop whether every value is text within the contract's
 * length limit (what a save still needs told once the parser has tested its texts). One loop
 * over a 20 KB answer set's 500 keys where there were two: reading the values of an object that
 * large (`Object.values`) cost about four times reading its keys.
 */
function checkKeysAndTellValuesFit(body: unknown, definition: ApplicationDefinition): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(serverMessages.answersNotObject);
  }
  const { isKey } = indexDefinition(definition);
  const answers = body as Record<string, unknown>;
  const unknown: string[] = [];
  let valuesFit = true;
  for (const key of Object.keys(answers)) {
    if (!isKey(key)) {
      unknown.push(key);
    } else if (valuesFit) {
      const answer = answers[key];
      valuesFit = typeof answer === 'string' && answer.length <= answerLimits.valueLength;
    }
  }
  if (unknown.length) {
    throw badRequest(
      `These answers are not part of the application: ${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ', …' : ''}.`,
      Object.fromEntries(
        unknown.map((key) => [key, ['This answer is not part of the application.']]),
      ),
    );
  }
  return valuesFit;
}

/** A whole set of answers from outside a request (a file): keys, then values. */
export function checkAnswers(body: unknown, definition: ApplicationDefinition): Answers {
  checkAnswerKeys(body, definition);
  return parseBody(answersSchema, body);
}

/** The whole answer set of the form is a few hundred short texts; essays fit with room. */
const answerBodyLimit = 1024 * 1024;

/**
 * Answer sets `answerSaveChecks`' one loop found valid: each key the form's, each value text
 * within the limit, every text already tested by the JSON parser (`isCheckedJson`).
 */
const checkedAnswerSets = new WeakSet<object>();

/**
 * A valid answer set is taken as it is: one the key check found valid already, or one
 * `isAnswerSet` accepts (one loop); any other goes through `answersSchema`, which names each
 * problem. Parsing 20 KB of answers with the schema cost about four times the JSON parse itself.
 */
const answerSetValidator: FastifySchemaCompiler<unknown> = (route) => {
  // Fastify hands a route's compiler each part's own schema: here the body's, a zod schema.
  const explained = requestValidator({ ...route, schema: route.schema as ZodType });
  return (data) =>
    (typeof data === 'object' && data !== null && checkedAnswerSets.has(data)) || isAnswerSet(data)
      ? { value: data }
      : explained(data);
};

/**
 * How PUT /api/answer checks its body before saving it: the form's keys first (a key it does
 * not have is named as such, whatever its value), then the contract's `answersSchema`. The
 * route and the API benchmark's validation step both use this. A body the JSON parser has
 * tested for control characters (`isCheckedJson`) needs only its keys, types and lengths
 * checked, in the one loop that checks its keys, with no regular expression: a save walked its
 * 500 texts three times before.
 */
export function answerSaveChecks(definition: ApplicationDefinition) {
  const { keys } = indexDefinition(definition);
  // A key of the form stands for the contract's key rule only if every key of the form keeps it.
  const formKeysAreAnswerKeys = keys.every(
    (key) => key.length <= answerLimits.keyLength && isLineText(key),
  );
  return {
    bodyLimit: answerBodyLimit,
    schema: { body: answersSchema },
    validatorCompiler: answerSetValidator,
    preValidation: async (request: FastifyRequest) => {
      const { body } = request;
      const valuesFit = checkKeysAndTellValuesFit(body, definition);
      if (!valuesFit || !formKeysAreAnswerKeys || !isCheckedJson(body as object)) return;
      if (Object.getPrototypeOf(body) !== Object.prototype) return;
      checkedAnswerSets.add(body as object);
    },
  };
}
