import { isAnswered, type Answers } from '../conditions/conditions';
import { transferApplicationInEnglish } from '../definition/transferApplicationInEnglish';
import type { ApplicationDefinition } from '../definition/types';
import { ApplicationConfigurationError, applyMirrors, indexDefinition } from '../model/dataModel';
import { entryTermStatus } from '../model/entryTerms';
import { formatPartnerText, type ModelContext, type PartnerSettings } from '../model/partner';
import { defaultPartner } from '../model/builtInPartners';
import type { FieldDefinition, PageDefinition, PartnerRule, Rule } from '../model/types';
import { holds, resolveOptions, visibleFields, type VisibilityState } from '../model/walk';
import { guidance, limits, messages } from './messages';
import { EMAIL_PATTERN, PHONE_PATTERN, ageOn, parseIsoDate } from './patterns';

/** A stored document answer. */
export interface DocumentAnswer {
  file_name: string;
  file_size: number;
}

/** What a partner's validator is told besides the answer itself. */
export interface ValidatorFacts {
  key: string;
  answers: Answers;
  now: Date;
  partner: PartnerSettings;
  params: Extract<PartnerRule, { rule: 'validator' }>['params'];
}

/**
 * A partner's check of one answered question: true when the answer is acceptable. It must be
 * pure (no clock but `now`, no I/O), since the browser and the server both run it.
 */
export type AnswerValidator = (value: string, facts: ValidatorFacts) => boolean;

/** Validators by the name a `{ rule: 'validator' }` rule gives. */
export type Validators = Readonly<Record<string, AnswerValidator>>;

export interface ValidateOptions {
  /** The clock for ages and year windows; passed in so the server and tests agree. */
  now: Date;
  partner?: PartnerSettings;
  /** Uploaded documents by answer key; a visible required upload without one is an error. */
  documents?: Readonly<Record<string, DocumentAnswer>>;
  tabs?: Readonly<Record<string, string>>;
  addAnother?: Readonly<Record<string, number>>;
  /** The application to validate against; the transfer application by default. */
  definition?: ApplicationDefinition;
  /** The partner's named validators that the definition's `validator` rules call. */
  validators?: Validators;
  /** Validate only these pages (default: every page of the definition). */
  pages?: readonly PageDefinition[];
}

export type ValidationErrors = Record<string, string[]>;

/**
 * The field rules over the flat answers: only visible fields are checked, so a hidden
 * field is never required. Returns the messages per key, without duplicates; {} when valid.
 */
export function validateApplication(answers: Answers, options: ValidateOptions): ValidationErrors {
  const { definition, state, documents } = validationInputs(answers, options);
  const errors: ValidationErrors = {};
  // Another institution's questions (or stale keys) are refused by name, never ignored.
  for (const key of indexDefinition(definition).unknownKeys(answers)) {
    errors[key] = [messages.unknownAnswer];
  }
  for (const page of options.pages ?? definition.pages) {
    for (const field of visibleFields(page.sections, state)) {
      const found = validateField(field, state.answers, state, documents);
      if (found.length > 0) errors[field.key] = [...new Set(found)];
    }
  }
  return errors;
}

/** The application validated: the transfer application unless the options name another. */
export function definitionOf(options: ValidateOptions): ApplicationDefinition {
  return options.definition ?? transferApplicationInEnglish;
}

/**
 * What the rules read besides the field: the definition, the answers with the mirrors copied
 * (the state's `answers`), the clock, partner and validators, and the host's visibility state.
 */
export function validationInputs(answers: Answers, options: ValidateOptions) {
  const partner = options.partner ?? defaultPartner;
  const definition = definitionOf(options);
  const context: ValidationContext = {
    now: options.now,
    partner,
    ...(options.validators && { validators: options.validators }),
  };
  const state: VisibilityState & ValidationContext = {
    ...context,
    answers: applyMirrors(answers, context, definition.pages),
    ...(options.tabs && { tabs: options.tabs }),
    ...(options.addAnother && { addAnother: options.addAnother }),
  };
  return { definition, state, documents: options.documents ?? {} };
}

/** The clock, the partner and the partner's validators. */
export interface ValidationContext extends ModelContext {
  validators?: Validators;
}

/** The messages of one visible field. */
export function validateField(
  field: FieldDefinition,
  answers: Answers,
  context: ValidationContext,
  documents: Readonly<Record<string, DocumentAnswer>> = {},
): string[] {
  const label = formatPartnerText(field.label, context.partner);
  const value = (answers[field.key] ?? '').trim();
  const found: string[] = [];
  const present = field.widget === 'file' ? documents[field.key] !== undefined : isAnswered(value);
  let offListExplained = false;

  for (const rule of field.rules ?? []) {
    const message = ruleMessage(rule, field, label);
    switch (rule.rule) {
      case 'required':
        if (!present && (!rule.when || holds(rule.when, answers, context))) found.push(message);
        break;
      case 'mustBeTrue':
        if (value !== 'true') found.push(message);
        break;
      case 'birthDate':
        found.push(...birthDateMessages(value, context.now));
        break;
      case 'openTerm': {
        const closed = value === '' ? undefined : termMessage(value, label, context);
        if (closed) found.push(closed);
        offListExplained = closed !== undefined;
        break;
      }
      default:
        if (value !== '')
          found.push(...formatMessages(rule, value, message, answers, context, field.key));
    }
  }

  if (
    value !== '' &&
    !offListExplained &&
    field.options &&
    !resolveOptions(field, context).some((o) => o.value === value)
  ) {
    found.push(guidance.option(label));
  }
  if (field.widget === 'textarea' && value.length > context.partner.textareaLimit)
    found.push(guidance.tooLong(label, context.partner.textareaLimit));
  return found;
}

/** The rule's own fixed text, or guidance on what to do for this kind of question. */
function ruleMessage(rule: Rule, field: FieldDefinition, label: string): string {
  if ('message' in rule && rule.message !== undefined) return rule.message;
  switch (rule.rule) {
    case 'required':
      if (field.widget === 'file') return guidance.upload(label);
      if (field.widget === 'checkbox') return guidance.check(label);
      return choosing.has(field.widget) ? guidance.select(label) : guidance.enter(label);
    case 'mustBeTrue':
      return guidance.check(label);
    case 'pattern':
      return rule.pattern === 'phone' ? guidance.phone(label) : guidance.email(label);
    case 'minLength':
      return guidance.minLength(label, rule.min);
    case 'range':
      return guidance.range(label, rule.min, rule.max, rule.step ?? 0);
    default:
      return guidance.enter(label);
  }
}

/** Questions answered by picking from given options. */
const choosing: ReadonlySet<FieldDefinition['widget']> = new Set(['select', 'radio']);

function formatMessages(
  rule: Rule,
  value: string,
  message: string,
  answers: Answers,
  context: ValidationContext,
  key: string,
): string[] {
  switch (rule.rule) {
    case 'matches':
      if (rule.when && !holds(rule.when, answers, context)) return [];
      return new RegExp(rule.pattern, rule.flags).test(value) ? [] : [message];
    case 'validator': {
      if (rule.when && !holds(rule.when, answers, context)) return [];
      const validator = context.validators?.[rule.validator];
      if (!validator) {
        throw new ApplicationConfigurationError([
          `A rule of "${key}" names the validator "${rule.validator}", which is not registered.`,
        ]);
      }
      const facts = {
        key,
        answers,
        now: context.now,
        partner: context.partner,
        params: rule.params,
      };
      return validator(value, facts) ? [] : [message];
    }
    case 'pattern': {
      if (rule.when && !holds(rule.when, answers, context)) return [];
      const pattern = rule.pattern === 'phone' ? PHONE_PATTERN : EMAIL_PATTERN;
      return pattern.test(value) ? [] : [message];
    }
    case 'minLength':
      if (rule.when && !holds(rule.when, answers, context)) return [];
      return value.length < rule.min ? [message] : [];
    case 'range': {
      const number = Number(value);
      const step = rule.step ?? 0;
      const valid =
        /^-?\d+(\.\d+)?$/.test(value) &&
        number >= rule.min &&
        number <= rule.max &&
        (step === 0 || number % step === 0);
      return valid ? [] : [message];
    }
    case 'yearWindow': {
      const date = parseIsoDate(value);
      const year = context.now.getUTCFullYear();
      if (!date) return [message];
      if (date.year < year - rule.yearsBefore)
        return [messages.minimumYear(year - rule.yearsBefore)];
      if (date.year > year + rule.yearsAfter) return [messages.maximumYear(year + rule.yearsAfter)];
      return [];
    }
    default:
      return [];
  }
}

/** Why a term of the partner's calendar cannot be chosen on `now`'s day, if it cannot. */
function termMessage(value: string, label: string, context: ModelContext): string | undefined {
  const standing = entryTermStatus(context.partner.termCalendar, value, context.now);
  if (standing.status === 'closed')
    return guidance.termClosed(label, standing.term.label, standing.term.closes);
  if (standing.status === 'notYetOpen')
    return guidance.termNotOpen(label, standing.term.label, standing.opens);
  return undefined;
}

/** Required and valid; not older than 100 years; at least 13 years old on `now`. */
function birthDateMessages(value: string, now: Date): string[] {
  const birth = parseIsoDate(value);
  if (!birth) return [messages.birthDateInvalid];
  const age = ageOn(birth, now);
  const born = Date.UTC(birth.year, birth.month - 1, birth.day);
  const hundredYearsAgo = Date.UTC(
    now.getUTCFullYear() - limits.maximumAge,
    now.getUTCMonth(),
    now.getUTCDate(),
  );
  if (born < hundredYearsAgo) return [messages.birthDateTooOld];
  if (born > now.getTime()) return [messages.birthDateInvalid];
  if (age < limits.minimumAge) return [messages.birthDateTooYoung];
  return [];
}
