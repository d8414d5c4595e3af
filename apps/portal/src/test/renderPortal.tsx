import './jsdomGaps';
import { act, configure, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router';
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

/** Where the portal is, and a way to move it, as a test sees them. */
interface PortalLocation {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
}

/**
 * The whole portal at `url`, as `main.tsx` starts it but on a memory router; `router` reports
 * the location each render commits and navigates like the address bar would.
 */
export function renderPortal(url: string, state?: unknown) {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { Portal, queries } = createPortal({ pathname, search });
  let navigateTo: NavigateFunction | undefined;
  const router: PortalLocation = {
    state: { location: { pathname, search, state, hash: '', key: 'default' } },
    navigate: async (to) => {
      await act(async () => {
        await navigateTo?.(to);
      });
    },
  };
  function LocationProbe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state.location = location;
      navigateTo = navigate;
    });
    return null;
  }
  const view = render(
    <MemoryRouter initialEntries={[{ pathname, search, state }]}>
      <LocationProbe />
      <Portal />
    </MemoryRouter>,
  );
  return { router, queries, ...view };
}
