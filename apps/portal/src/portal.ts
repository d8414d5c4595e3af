import { useRoutes } from 'react-router';
import { createQueryClient } from './api/queryClient';
import { createRoutes } from './routes/routes';
import { createSessionEndRedirect } from './session/sessionEndRedirect';
import { sessionStore } from './session/sessionStore';

/**
 * The portal, to render inside a router (`main.tsx`: the browser's; tests: a memory router),
 * and its query client, wired so that a 401 from any call ends the session and goes to /login
 * with the session message (platform §2, §8).
 */
export function createPortal() {
  const sessionEndRedirect = createSessionEndRedirect();
  const queryClient = createQueryClient(() => {
    sessionStore.end();
    sessionEndRedirect.go();
  });
  const routes = createRoutes(queryClient, sessionEndRedirect);
  function Portal() {
    return useRoutes(routes);
  }
  return { Portal, queryClient };
}
