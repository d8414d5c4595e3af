import './jsdomGaps';
import { configure, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { identityCookiePrefix } from '../config';
import { createPortal } from '../portal';
import { sessionStore } from '../session/sessionStore';

// The form's chunk takes seconds to transform on first import in a test run.
configure({ asyncUtilTimeout: 10_000 });

export function setLoggedIn(loggedIn: boolean) {
  if (loggedIn) document.cookie = `${identityCookiePrefix}.session=1; Path=/`;
  else document.cookie = `${identityCookiePrefix}.session=; Max-Age=0; Path=/`;
  sessionStore.refresh();
}

/** The whole portal on a memory router at `url`, as the browser would start it. */
export function renderPortal(url: string, state?: unknown) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { router, queryClient } = createPortal((routes) =>
    createMemoryRouter(routes, { initialEntries: [{ pathname, search, state }] }),
  );
  const view = render(<RouterProvider router={router} />);
  return { router, queryClient, ...view };
}
