import { messages } from '@applykit/api-contract';
import { createBrowserRouter, type createMemoryRouter } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { routePaths } from './routes/paths';
import { createRoutes } from './routes/routes';
import { sessionStore } from './session/sessionStore';

type Router = ReturnType<typeof createBrowserRouter> | ReturnType<typeof createMemoryRouter>;

/**
 * The portal's router and query client, wired so that a 401 from any call ends the session
 * and goes to /login with the session message (platform §2, §8). Tests pass a memory router.
 */
export function createPortal(
  createRouter: (routes: ReturnType<typeof createRoutes>) => Router = createBrowserRouter,
) {
  // The query client needs the router to redirect, and the routes need the query client.
  const holder: { router?: Router } = {};
  const queryClient = createQueryClient(() => {
    sessionStore.end();
    void holder.router?.navigate(routePaths.login, {
      state: { errorMessage: messages.sessionInvalid },
    });
  });
  const router = createRouter(createRoutes(queryClient));
  holder.router = router;
  return { router, queryClient };
}
