import { messages } from '@applykit/api-contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
import { jsonResponse } from '../test/fetchStub';
import { sessionClock } from '../session/sessionClock';
import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from './useInactivity';

// react-idle-timer binds setTimeout when its module loads: the fake clock must come first.
vi.hoisted(() =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  }),
);
afterAll(() => {
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 30_000 });

const profile = {
  answer: {},
  document_answer: {},
  username: 'ada@example.edu',
  last_page: null,
  successful_login: ['x'],
  web_status: [{ web_status: 'started' }],
};

let logout: ReturnType<typeof stubFetch>;
beforeEach(() => {
  setLoggedIn(true);
  logout = stubFetch({
    'GET /api/profile': { body: profile },
    'GET /api/logout': { body: { message: 'Logged out.' } },
    'GET /api/session': { body: { message: 'Your session is active.' } },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  sessionClock.clear();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Renders the portal logged in on /login (light: no form) and waits for the guard to load. */
async function renderIdle() {
  const view = renderPortal('/login');
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  await vi.waitFor(
    () => expect(screen.getByRole('heading', { name: 'Log In' })).toBeInTheDocument(),
    {
      timeout: 10_000,
    },
  );
  // Let the lazily loaded guard mount and start its timer.
  await advance(100);
  return view;
}

describe('InactivityGuard', () => {
  it('warns 60 seconds before the limit with both choices and the seconds left', async () => {
    await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('60 seconds');
    // Regression: it opened on ×; the safe choice takes focus, so Enter keeps the session.
    expect(
      screen.getByRole('button', { name: 'Yes - Take me back to my application' }),
    ).toHaveFocus();
    expect(screen.getByRole('button', { name: 'No - Please log me out' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You will be logged out in 60 seconds.');
    await advance(3000);
    expect(dialog).toHaveTextContent('57 seconds');
  });

  it('logs out with the inactivity message when time runs out', async () => {
    const { router } = await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS);
    await advance(100);
    expect(logout.called('GET /api/logout')).toHaveLength(1);
    expect(router.state.location.state).toEqual({ errorMessage: messages.inactivityLogout });
  });

  it("logs out at once on 'No - Please log me out'", async () => {
    const { router } = await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'No - Please log me out' }));
    await advance(100);
    expect(logout.called('GET /api/logout')).toHaveLength(1);
    expect(router.state.location.state).toEqual({ errorMessage: messages.inactivityLogout });
  });

  it("keeps the session on 'Yes - Take me back to my application'", async () => {
    await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Yes - Take me back to my application' }));
    await advance(100);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logout.called('GET /api/logout')).toHaveLength(0);
  });

  it("asks the server to extend the session on 'Yes'", async () => {
    await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Yes - Take me back to my application' }));
    await advance(100);
    expect(logout.called('GET /api/session')).toHaveLength(1);
  });

  it("goes to /login with the inactivity message when 'Yes' finds the session over", async () => {
    logout = stubFetch({
      'GET /api/profile': { body: profile },
      'GET /api/session': { status: 401, body: { message: messages.sessionInvalid } },
    });
    const { router } = await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Yes - Take me back to my application' }));
    await advance(100);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ errorMessage: messages.inactivityLogout });
  });

  it('shows the inactivity message when the log out of a time-out finds the session already over', async () => {
    logout = stubFetch({
      'GET /api/profile': { body: profile },
      'GET /api/logout': { status: 401, body: { message: messages.sessionInvalid } },
    });
    // The server said its session ends in 100 s; the tab slept through it.
    sessionClock.noteReply(Date.now(), 900, 100);
    const { router } = await renderIdle();
    vi.setSystemTime(Date.now() + 200_000);
    fireEvent.keyDown(document);
    await advance(100);
    expect(logout.called('GET /api/logout')).toHaveLength(1);
    expect(router.state.location.state).toEqual({ errorMessage: messages.inactivityLogout });
  });

  it('warns and times out by the idle limit and session end the server gives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api/profile')
          ? new Response(JSON.stringify(profile), {
              headers: {
                'content-type': 'application/json',
                'x-session-idle-seconds': '12',
                'x-session-expires-in': '12',
              },
            })
          : jsonResponse({ message: 'Logged out.' }),
      ),
    );
    const { router } = await renderIdle();
    // Warned a third of the limit before its end, less a little margin.
    await advance(7_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByRole('dialog')).toHaveTextContent('4 seconds');
    await advance(4_000);
    expect(router.state.location.state).toEqual({ errorMessage: messages.inactivityLogout });
  });

  // Last: axe needs the real clock, and the idle timer keeps the fake one it was loaded with.
  it('has no axe violations while warning', async () => {
    const { baseElement } = await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    vi.useRealTimers();
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
