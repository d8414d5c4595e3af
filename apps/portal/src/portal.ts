import { createQueryClient } from './api/queryClient';
import { createRoutes } from './routes/routes';
import { createSessionEndRedirect } from './session/sessionEndRedirect';
import { sessionStore } from './session/sessionStore';

/**
 * The portal's routes and query client, wired so that a 401 from any call ends the session
 * and goes to /login with the session message (platform §2, §8). `main.tsx` renders the routes
 * in a browser router, tests in a memory router.
 */
export function createPortal() {
  const sessionEndRedirect = createSessionEndRedirect();
  const queryClient = createQueryClient(() => {
    sessionStore.end();
    sessionEndRedirect.go();
  });
  return { routes: createRoutes(queryClient, sessionEndRedirect), queryClient };
}
