import { domProject } from '../../vitest.dom.ts';
import { partnerFormModule } from './partnerFormModule.ts';

// The built-in form, whatever the shell's APPLYKIT_FORM: the portal built with a partner's
// form module is the project of `vitest.partner-form.config.ts`, and its build that of
// `vitest.build.config.ts`.
export default domProject('@applykit/portal', import.meta.dirname, {
  plugins: [partnerFormModule('')],
  exclude: ['src/**/*.partnerForm.test.{ts,tsx}', 'src/**/*.build.test.ts'],
});
