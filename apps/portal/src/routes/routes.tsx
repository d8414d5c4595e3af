import { Loading } from '@applykit/ui';
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { AuthLayout } from '../layout/AuthLayout';
import { FormLayout } from '../layout/FormLayout';
import { PortalRoot } from '../layout/PortalRoot';
import { defaultRoute, formSteps, routePaths } from './paths';

/** Unknown paths go to the default route with their query string (a ?token= link still works). */
function ToDefaultRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: defaultRoute, search }} replace />;
}

/** Every page is its own chunk (platform §2: all pages load lazily). */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/',
      element: <PortalRoot queryClient={queryClient} />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <Loading />,
      children: [
        { index: true, element: <ToDefaultRoute /> },
        {
          element: <FormLayout />,
          children: [
            ...formSteps.map((step) => ({
              path: step.path,
              lazy: page(() => import('../form/FormStepPage')),
            })),
            { path: routePaths.completion, lazy: page(() => import('../layout/CompletionPage')) },
          ],
        },
        {
          element: <AuthLayout />,
          children: [
            { path: routePaths.login, lazy: page(() => import('../auth/LoginPage')) },
            { path: routePaths.signup, lazy: page(() => import('../auth/SignUpPage')) },
            { path: routePaths.confirm, lazy: page(() => import('../auth/ConfirmPage')) },
            { path: routePaths.forgot, lazy: page(() => import('../auth/ForgotPage')) },
            { path: routePaths.reset, lazy: page(() => import('../auth/ResetPage')) },
          ],
        },
        { path: '*', element: <ToDefaultRoute /> },
      ],
    },
  ];
}
