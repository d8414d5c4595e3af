import type { FieldDefinition, PageDefinition, SectionNode } from '../model/types';

/**
 * An application form as plain data: its pages, their sections and questions, the rules with
 * their messages, and the modules it includes. It holds no functions, so it serialises to JSON
 * and back unchanged; the browser and the server read the same definition.
 */
export interface ApplicationDefinition {
  /** Names this definition (the partner's, e.g. `riverbend-transfer`). */
  id: string;
  /**
   * The partner's own version of the definition, changed whenever questions change, so saved
   * answers can say which version they were saved under.
   */
  version: string;
  /** The ids of the modules included (`maryland-residency` in the transfer application). */
  modules: readonly string[];
  /** The steps of the application, in order. */
  pages: readonly PageDefinition[];
  /**
   * The definition's texts in other languages, by locale (`es`); its own wording is the source
   * language's. Set them with `translateDefinition`; see `DefinitionTranslation` for the text ids.
   */
  translations?: DefinitionTranslations;
  /**
   * Which answers the admissions office's review queue lists, searches, filters and exports as
   * its columns. Each one left out is the transfer application's (`queueColumnsOf`).
   */
  queueColumns?: QueueColumnKeys;
}

/**
 * The answers behind the review queue's columns: the applicant's names (the name column, its
 * order and its search), the entry term and the programme (columns and filters, shown with
 * their options' labels), and the previous colleges (the add-another `repeat` by its id, and
 * the key of a college's name within each of its instances, without the instance's prefix).
 */
export interface QueueColumnKeys {
  givenName?: string;
  familyName?: string;
  entryTerm?: string;
  programme?: string;
  colleges?: { repeat: string; name: string };
}

/** Where to put something in a list: first, last, or next to a node (a section id or a key). */
export type Placement = 'start' | 'end' | { before: string } | { after: string };

/**
 * An institution-specific part of a definition, included or left out as one piece: whole
 * sections placed on pages, and single questions placed in existing sections.
 */
export interface DefinitionModule {
  id: string;
  sections?: readonly { page: string; placement?: Placement; section: SectionNode }[];
  fields?: readonly { section: string; placement?: Placement; field: FieldDefinition }[];
}

/**
 * One language's wording of a definition, as data.
 *
 * `texts` holds the questions', sections' and pages' texts by a text id built from the key or
 * id that owns them (`definitionTexts` lists every id with its source text):
 * `page.<id>.title`, `page.<id>.submittedTitle`; `<section>.title`, `<section>.intro`;
 * `<key>.label`, `<key>.hint`, `<key>.option.<value>`, `<key>.rule.<rule>` (a `validator`
 * rule: `<key>.rule.<validator>`); `<text>.text`, `<text>.link`; `<trigger>.button`;
 * `<repeat>.addLabel`, `<repeat>.itemName`, `<repeat>.instance.<n>` (1, 2, …);
 * `<tabs>.label`, `<tabs>.tab.<value>`.
 *
 * `options` words an option wherever a list offers it, by its source text ("United States",
 * "Yes"): the long shared lists (countries, states, months) and the partner's own lists
 * (majors, campuses, and the names of its terms, "Spring"). A `<key>.option.<value>` text wins
 * over it for that one question.
 */
export interface DefinitionTranslation {
  texts?: Readonly<Record<string, string>>;
  options?: Readonly<Record<string, string>>;
}

/** A definition's translations by locale (`es`); the definition's own wording is the source. */
export type DefinitionTranslations = Readonly<Record<string, DefinitionTranslation>>;
