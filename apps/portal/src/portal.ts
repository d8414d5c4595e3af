import { messages } from '@applykit/api-contract';
import { createElement } from 'react';
import { useRoutes } from 'react-router';
import { whenSessionEnds } from './api/calls';
import { createQueryClient } from './api/queryClient';
import { partnerTokens } from '@applykit/admissions-form/partner';
import { ThemeProvider } from '@applykit/ui';
import { portalPartner } from './form/partner';
import { LanguageProvider } from './language/LanguageProvider';
import { createRoutes } from './routes/routes';
import { endedByIdling, sessionClock } from './session/sessionClock';
import { createSessionEndRedirect } from './session/sessionEndRedirect';
import { sessionStore } from './session/sessionStore';

/**
 * The portal, to render inside a router (`main.tsx`: the browser's; tests: a memory router),
 * and its query client, wired so that a 401 from any call clears the cache and goes to /login:
 * with the inactivity message when the session ended by idling, the session message otherwise.
 */
export function createPortal() {
  const sessionEndRedirect = createSessionEndRedirect();
  const queryClient = createQueryClient();
  whenSessionEnds(() => {
    const message = endedByIdling(sessionClock.get(), Date.now())
      ? messages.inactivityLogout
      : messages.sessionInvalid;
    sessionClock.clear();
    queryClient.clear();
    sessionStore.end();
    sessionEndRedirect.go(message);
  });
  const routes = createRoutes(queryClient, sessionEndRedirect);
  // The partner's brand on the page's root: the header, the cards and every dialog, listbox
  // and toast rendered in a portal inherit it.
  const theme = partnerTokens(portalPartner.theme);
  function Portal() {
    return createElement(ThemeProvider, {
      theme,
      children: createElement(LanguageProvider, {
        defaultLocale: portalPartner.defaultLocale,
        children: useRoutes(routes),
      }),
    });
  }
  return { Portal, queryClient };
}
