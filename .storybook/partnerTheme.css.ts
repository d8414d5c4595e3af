import { createPartnerTheme } from '../packages/ui/src/theme/createPartnerTheme';
import { examplePartner, partnerTokens } from '../packages/admissions-form/src/model/partner';

/** Lakeside College's brand (the example partner), as a partner themes the kit with createPartnerTheme. */
export const lakesideTheme = createPartnerTheme(partnerTokens(examplePartner.theme), 'lakeside');
