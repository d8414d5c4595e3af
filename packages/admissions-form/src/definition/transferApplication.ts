import { translateDefinition } from './operations';
import { transferApplicationSpanish } from './transferApplication.es';
import { transferApplicationInEnglish } from './transferApplicationInEnglish';
import type { ApplicationDefinition } from './types';

/**
 * The transfer application: About You, Your Academics and Final Steps, with the Maryland
 * residency module, in English and Spanish. It is the default definition, and the one a partner
 * starts from.
 */
export const transferApplication: ApplicationDefinition = translateDefinition(
  transferApplicationInEnglish,
  'es',
  transferApplicationSpanish,
);
