// A form module whose partner brand cannot be used: the server must refuse to start with it.
import { defaultPartner, transferApplication } from '@applykit/admissions-form/validate';

export const definition = transferApplication;
export const partner = {
  ...defaultPartner,
  id: 'pale',
  theme: { font: { body: 'Inter; color: red' } },
};
