import { createPartnerTheme } from '../packages/ui/src/theme/createPartnerTheme';
import { examplePartner } from '../packages/admissions-form/src/model/partner';

/** Lakeside College's colours (the example partner), as a partner themes the kit with createPartnerTheme. */
export const lakesideTheme = createPartnerTheme(examplePartner.theme ?? {}, 'lakeside');
