import { Navigate, useLocation, type RouteObject } from 'react-router';
import { AppShell } from './AppShell';

export const defaultRoute = '/about';

function ToDefaultRoute() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: defaultRoute, search }} replace />;
}

const steps = [
  { path: 'about', title: 'About You' },
  { path: 'education', title: 'Your Academics' },
  { path: 'final-steps', title: 'Final Steps' },
] as const;

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AppShell />,
    children: [
      { index: true, element: <ToDefaultRoute /> },
      ...steps.map((step) => ({ path: step.path, element: <h1>{step.title}</h1> })),
      { path: '*', element: <ToDefaultRoute /> },
    ],
  },
];
