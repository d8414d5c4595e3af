// A partner's form module whose brand is unreadable: white for the primary colour, which
// white text stands on.
import {
  examplePartner,
  transferApplication,
  type PartnerSettings,
} from '@applykit/admissions-form/validate';

export const definition = transferApplication;

export const partner: PartnerSettings = {
  ...examplePartner,
  theme: { color: { primary: { main: '#ffffff' } } },
};
