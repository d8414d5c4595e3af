// The form's routes in one chunk: its frame (header with the account menu, step navigation,
// save status, the answers) and its page. The account screens load neither; a form route loads
// both in one file, which compresses better than the pieces they would otherwise share.
export { default as FormLayout } from '../layout/FormLayout';
export { default as FormStepPage } from './FormStepPage';
