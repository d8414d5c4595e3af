// The print (service) view on its own entry: the main entry leaves it out, so it stays in its
// own chunk after a partner's bundler too, loaded only by the form's read-only steps or by a
// host that imports it here.
export { PrintApplication } from './form/print';
export type { PrintApplicationProps } from './form/print';
