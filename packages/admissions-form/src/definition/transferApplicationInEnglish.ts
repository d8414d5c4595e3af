import { aboutPage } from '../model/about';
import { educationPage } from '../model/education';
import { finalStepsBasePage } from '../model/finalSteps';
import { marylandResidency } from '../model/residency';
import type { PageDefinition } from '../model/types';
import { includeModule } from './operations';
import type { ApplicationDefinition } from './types';

/**
 * The transfer application in its own wording only, without its Spanish: the same pages as
 * `transferApplication`, for an app that loads the Spanish when an applicant chooses it.
 */
export const transferApplicationInEnglish: ApplicationDefinition = includeModule(
  {
    id: 'applykit-transfer',
    version: '1',
    modules: [],
    pages: [aboutPage, educationPage, finalStepsBasePage],
  },
  marylandResidency,
);

/** Final Steps as the transfer application has it (with the residency module). */
export const finalStepsPage: PageDefinition = transferApplicationInEnglish.pages[2]!;
