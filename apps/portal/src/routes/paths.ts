/** The portal's routes. */
export const routePaths = {
  about: '/about',
  education: '/education',
  finalSteps: '/final-steps',
  completion: '/completion',
  login: '/login',
  signup: '/signup',
  confirm: '/confirm',
  forgot: '/forgot',
  reset: '/reset',
} as const;

/** The default route: form step 1. */
export const defaultRoute = routePaths.about;

export interface FormStep {
  path: string;
  title: string;
}

/** The three form steps in order; the top navigation and last-page restore use this list. */
export const formSteps: readonly FormStep[] = [
  { path: routePaths.about, title: 'About You' },
  { path: routePaths.education, title: 'Your Academics' },
  { path: routePaths.finalSteps, title: 'Final Steps' },
];

export function isFormStep(pathname: string): boolean {
  return formSteps.some((step) => step.path === pathname);
}
