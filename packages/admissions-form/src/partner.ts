// The partner settings alone: what a host's first screen needs (the institution's name for
// page titles) without the data model, rules or React.
export {
  DEFAULT_TEXTAREA_LIMIT,
  assertPartnerTheme,
  findPartnerThemeProblems,
  partnerTokens,
  formatPartnerText,
  partnerTextsInLocale,
} from './model/partner';
export {
  builtInPartner,
  builtInPartners,
  defaultPartner,
  examplePartner,
} from './model/builtInPartners';
export type { PartnerSettings, PartnerTheme } from './model/partner';
