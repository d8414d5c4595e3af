import { messages } from '@applykit/api-contract';
import { createElement } from 'react';
import { useRoutes } from 'react-router';
import { whenSessionEnds } from './api/calls';
import { createPortalQueries, PortalQueriesContext } from './api/portalQueries';
import { partnerTokens } from '@applykit/admissions-form/partner';
import { ThemeProvider } from '@applykit/ui';
import { portalPartner } from './form/partner';
import { LanguageProvider } from './language/LanguageProvider';
import { createRoutes } from './routes/routes';
import { endedByIdling, sessionClock } from './session/sessionClock';
import { returningReads } from './session/returningReads';
import { createSessionEndRedirect } from './session/sessionEndRedirect';
import { sessionStore } from './session/sessionStore';

/**
 * The portal, to render inside a router (`main.tsx`: the browser's; tests: a memory router)
 * opened at `entry`, and its query cache (loaded when first needed), wired so that a 401 from
 * any call clears the cache and goes to /login: with the inactivity message when the session
 * ended by idling, the session message otherwise.
 */
export function createPortal(entry: { pathname: string; search: string } = window.location) {
  const sessionEndRedirect = createSessionEndRedirect();
  const queries = createPortalQueries(() =>
    import('./api/createQueryClient').then((module) => module.createQueryClient()),
  );
  // A returning applicant's session needs the cache and their profile, tabs and counts at
  // once: all are asked for now, not after the first render. The read print view (`?service_token=`) and the
  // staff area never read the applicant's profile.
  if (sessionStore.isLoggedIn()) {
    void queries.load();
    const { pathname, search } = entry;
    if (!new URLSearchParams(search).has('service_token') && !pathname.startsWith('/staff/'))
      returningReads.start();
  }
  whenSessionEnds(() => {
    const message = endedByIdling(sessionClock.get(), Date.now())
      ? messages.inactivityLogout
      : messages.sessionInvalid;
    sessionClock.clear();
    returningReads.discard();
    queries.current?.clear();
    sessionStore.end();
    sessionEndRedirect.go(message);
  });
  const routes = createRoutes(queries, sessionEndRedirect);
  // The partner's brand on the page's root: the header, the cards and every dialog, listbox
  // and toast rendered in a portal inherit it.
  const theme = partnerTokens(portalPartner.theme);
  function Portal() {
    return createElement(ThemeProvider, {
      theme,
      children: createElement(LanguageProvider, {
        defaultLocale: portalPartner.defaultLocale,
        children: createElement(PortalQueriesContext, {
          value: queries,
          children: useRoutes(routes),
        }),
      }),
    });
  }
  return { Portal, queries };
}
