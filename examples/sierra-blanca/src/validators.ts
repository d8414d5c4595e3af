import type { Validators } from '@applykit/admissions-form/validate';

/** Sierra Blanca's own checks, by name: the portal and the API server run the same functions. */
export const validators: Validators = {
  // A student number: SB and seven digits, as printed on the college's ID card.
  studentNumber: (value) => /^SB\d{7}$/.test(value),
};
