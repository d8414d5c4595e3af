import type { Answers } from '../conditions/conditions';
import type { PartnerSettings } from '../model/partner';
import type { Validators } from '../rules/validateApplication';
import type { ApplicationDefinition } from './types';

/** An applicant's answers as stored, with the definition version they were saved under. */
export interface VersionedAnswers {
  /** The definition's `version` at the last save; null for answers saved before versions were kept. */
  version: string | null;
  answers: Answers;
}

/**
 * Brings answers saved under an older version of a definition up to the current one: given
 * them and their version, returns the answers the current version should hold (rename keys,
 * recode values, drop what no longer means anything). It must be a pure function; the server
 * runs it once per applicant, the first time it loads answers saved under another version.
 */
export type AnswerMigration = (saved: VersionedAnswers) => Answers;

/**
 * What a partner's form module exports, so the portal build and the API server run the same
 * form: its definition, and optionally its partner settings, the validators its `validator`
 * rules name, and the migration of answers saved under its earlier versions.
 */
export interface PartnerForm {
  definition: ApplicationDefinition;
  partner?: PartnerSettings;
  validators?: Validators;
  migrateAnswers?: AnswerMigration;
}
