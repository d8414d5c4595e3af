export { Spinner, Loading } from './Spinner';
export type { SpinnerProps, LoadingProps, SpinnerType, SpinnerSize } from './Spinner';
