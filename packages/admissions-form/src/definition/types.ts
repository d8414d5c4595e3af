import type { FieldDefinition, PageDefinition, SectionNode } from '../model/types';
import type { DefinitionTranslations } from './translations';

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
