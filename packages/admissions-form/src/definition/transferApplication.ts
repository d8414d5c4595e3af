import { aboutPage } from '../model/about';
import { educationPage } from '../model/education';
import { finalStepsBasePage } from '../model/finalSteps';
import { marylandResidency } from '../model/residency';
import type { PageDefinition } from '../model/types';
import { includeModule, translateDefinition } from './operations';
import { transferApplicationSpanish } from './transferApplication.es';
import type { ApplicationDefinition } from './types';

/**
 * The transfer application: About You, Your Academics and Final Steps, with the Maryland
 * residency module, in English and Spanish. It is the default definition, and the one a partner
 * starts from.
 */
export const transferApplication: ApplicationDefinition = translateDefinition(
  includeModule(
    {
      id: 'applykit-transfer',
      version: '1',
      modules: [],
      pages: [aboutPage, educationPage, finalStepsBasePage],
    },
    marylandResidency,
  ),
  'es',
  transferApplicationSpanish,
);

/** Final Steps as the transfer application has it (with the residency module). */
export const finalStepsPage: PageDefinition = transferApplication.pages[2]!;
