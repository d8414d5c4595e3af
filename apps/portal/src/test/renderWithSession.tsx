import './jsdomGaps';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { AnswersProvider } from '../answers/AnswersProvider';
import { createQueryClient } from '../api/createQueryClient';
import { createPortalQueries, PortalQueriesContext } from '../api/portalQueries';
import { NotificationsProvider } from '../notifications/NotificationsProvider';
import { SessionProvider } from '../session/SessionProvider';

/**
 * `ui` inside the portal's providers on a memory router at `url`; every other path renders
 * nothing, so tests can watch where `ui` navigates.
 */
export function renderWithSession(ui: ReactNode, url = '/about') {
  const queryClient = createQueryClient();
  const queries = createPortalQueries(() => Promise.resolve(queryClient));
  const router = createMemoryRouter(
    [
      {
        element: (
          <PortalQueriesContext value={queries}>
            <QueryClientProvider client={queryClient}>
              <NotificationsProvider>
                <SessionProvider>
                  <AnswersProvider>
                    <Outlet />
                  </AnswersProvider>
                </SessionProvider>
              </NotificationsProvider>
            </QueryClientProvider>
          </PortalQueriesContext>
        ),
        children: [
          { path: url.split('?')[0], element: ui },
          { path: '*', element: null },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  return { router, queryClient, ...render(<RouterProvider router={router} />) };
}
