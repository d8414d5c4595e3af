export { RadioGroup } from './RadioGroup';
export type { RadioGroupProps } from './RadioGroup';
