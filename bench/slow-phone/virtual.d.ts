// The peer's validators, compiled from its schema when the page is built (slow-phone.ts).
declare module 'virtual:peer-validators' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types';

  const validators: ValidatorFunctions;
  export default validators;
}
