import { domProject } from '../../vitest.dom.ts';
import { partnerFormModule } from './partnerFormModule.ts';

// The portal as `APPLYKIT_FORM=<module> pnpm build` makes it: the form module is the one the
// API's partner-form tests load, a second institution's form.
export default domProject('@applykit/portal (partner form)', import.meta.dirname, {
  plugins: [partnerFormModule('../api/test/support/forms/riverbend.ts', import.meta.dirname)],
  include: ['src/**/*.partnerForm.test.{ts,tsx}'],
});
