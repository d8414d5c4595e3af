import { retryableLazy, Spinner } from '@applykit/ui';
import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { PortalQueries } from '../api/portalQueries';
import { PortalErrorBoundary } from '../errors/PortalErrorBoundary';
import { AuthLayout } from '../layout/AuthLayout';
import { PortalRoot } from '../layout/PortalRoot';
import type { SessionEndRedirect } from '../session/sessionEndRedirect';
import { routePaths } from './paths';

// Every page is its own chunk (all pages load lazily); the layouts' Suspense shows
// the loading spinner meanwhile. Plain route objects rendered by `useRoutes`: the declarative
// router, about 16 KB lighter on every first visit than the data router (bench/stack-floor).
// The form's frame and page come in one chunk (formRoutes.ts), never with the account screens.
const CompletionPage = retryableLazy(() => import('../layout/CompletionPage'));
const LoginPage = retryableLazy(() => import('../auth/LoginPage'));
const SignUpPage = retryableLazy(() => import('../auth/SignUpPage'));
const ConfirmPage = retryableLazy(() => import('../auth/ConfirmPage'));
const ForgotPage = retryableLazy(() => import('../auth/ForgotPage'));
const ResetPage = retryableLazy(() => import('../auth/ResetPage'));
// The admissions office's staff area: its own chunk, sign-in and session (docs/staff.md).
const StaffArea = retryableLazy(() => import('../staff/StaffArea'));

export function createRoutes(
  queries: PortalQueries,
  sessionEndRedirect: SessionEndRedirect,
): RouteObject[] {
  // The form reads and writes the query cache from its first render: its chunk and the cache
  // download together, and the form shows once both are there.
  const formRoutes = async () =>
    (await Promise.all([import('../form/formRoutes'), queries.load()]))[0];
  const FormLayout = retryableLazy<object>(async () => ({
    default: (await formRoutes()).FormLayout,
  }));
  const FormStepPage = retryableLazy<object>(async () => ({
    default: (await formRoutes()).FormStepPage,
  }));
  return [
    {
      path: '/staff/*',
      element: (
        <PortalErrorBoundary>
          <Suspense fallback={<Spinner />}>
            <StaffArea />
          </Suspense>
        </PortalErrorBoundary>
      ),
    },
    {
      path: '/',
      element: (
        <PortalErrorBoundary>
          <PortalRoot sessionEndRedirect={sessionEndRedirect} />
        </PortalErrorBoundary>
      ),
      children: [
        {
          element: (
            <Suspense fallback={<Spinner />}>
              <FormLayout />
            </Suspense>
          ),
          // The form's pages are the partner definition's, by their `path`: every path the
          // portal does not own is the form's. The form page shows the page whose path it is,
          // and sends `/` and any other path to the first page, with the query string (a
          // ?token= link still works).
          children: [
            { index: true, element: <FormStepPage /> },
            { path: routePaths.completion, element: <CompletionPage /> },
            { path: '*', element: <FormStepPage /> },
          ],
        },
        {
          element: <AuthLayout />,
          children: [
            { path: routePaths.login, element: <LoginPage /> },
            { path: routePaths.signup, element: <SignUpPage /> },
            { path: routePaths.confirm, element: <ConfirmPage /> },
            { path: routePaths.forgot, element: <ForgotPage /> },
            { path: routePaths.reset, element: <ResetPage /> },
          ],
        },
      ],
    },
  ];
}
