import { createPartnerTheme } from '@applykit/ui/partner-theme';
import { examplePartner, partnerTokens } from '@applykit/admissions-form/partner';

/** Lakeside College's brand (the example partner), as a partner themes the kit with createPartnerTheme. */
export const lakesideTheme = createPartnerTheme(partnerTokens(examplePartner.theme), 'lakeside');
