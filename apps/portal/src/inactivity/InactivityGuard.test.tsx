import { messages } from '@applykit/api-contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
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
    'PUT /api/last-page': { body: {} },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
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
    expect(
      screen.getByRole('button', { name: 'Yes - Take me back to my application' }),
    ).toBeInTheDocument();
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

  // Last: axe needs the real clock, and the idle timer keeps the fake one it was loaded with.
  it('has no axe violations while warning', async () => {
    const { baseElement } = await renderIdle();
    await advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    vi.useRealTimers();
    expect(await axe(baseElement)).toHaveNoViolations();
  });
});
