export { PhoneInput, PHONE_MASK } from './PhoneInput';
export type { PhoneInputProps } from './PhoneInput';
