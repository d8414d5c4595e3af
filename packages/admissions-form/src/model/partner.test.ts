import { describe, expect, it } from 'vitest';
import { partnerTextsInLocale, type PartnerSettings } from './partner';
import { builtInPartners } from './builtInPartners';

/** The institution's own words an applicant reads, in order. */
function ownWords(partner: PartnerSettings): string[] {
  return [
    partner.admissionsOffice.name,
    ...partner.welcomeBenefits,
    partner.privacyNotice,
    ...(partner.helpNote ? [partner.helpNote] : []),
    ...(partner.dateBanner ? [partner.dateBanner.title, partner.dateBanner.message] : []),
  ];
}

describe('every built-in partner in Spanish', () => {
  it.each(Object.entries(builtInPartners))(
    '%s says each of its own texts in Spanish, not in English',
    (_name, partner) => {
      const english = ownWords(partner);
      const spanish = ownWords(partnerTextsInLocale(partner, 'es'));
      expect(spanish).toHaveLength(english.length);
      spanish.forEach((text, index) => expect(text).not.toBe(english[index]));
      const address = partnerTextsInLocale(partner, 'es').institutionAddress;
      expect(address).toHaveLength(partner.institutionAddress.length);
    },
  );
});
