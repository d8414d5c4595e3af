import { act, renderHook } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { sessionClock } from '../session/sessionClock';
import {
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_WARNING_MS,
  announcementFor,
  shouldAnnounce,
  useInactivity,
} from './useInactivity';

// react-idle-timer binds setTimeout when its module loads, so the fake clock must exist first
// and stay for the whole file.
vi.hoisted(() => vi.useFakeTimers());
afterAll(() => {
  vi.useRealTimers();
});
afterEach(() => {
  sessionClock.clear();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('shouldAnnounce', () => {
  it('speaks every 15 seconds, then every second in the last 20', () => {
    const spoken = Array.from({ length: 60 }, (_, index) => 60 - index).filter(shouldAnnounce);
    expect(spoken).toEqual([
      60, 45, 30, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
  });
});

describe('useInactivity', () => {
  it('uses the inactivity constants', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(900000);
    expect(INACTIVITY_WARNING_MS).toBe(60000);
  });

  it('warns 60 seconds before the 15-minute limit and counts down', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivity({ enabled: true, onTimeout }));
    advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 1000);
    expect(result.current.isWarning).toBe(false);
    advance(1000);
    expect(result.current.isWarning).toBe(true);
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.announcement).toBe(announcementFor(60));
    advance(5000);
    expect(result.current.secondsLeft).toBe(55);
    // Between the 15-second marks the announcement stays put.
    expect(result.current.announcement).toBe(announcementFor(60));
    advance(10_000);
    expect(result.current.announcement).toBe(announcementFor(45));
    advance(26_000);
    expect(result.current.announcement).toBe(announcementFor(19));
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('times out when the warning runs out', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivity({ enabled: true, onTimeout }));
    advance(INACTIVITY_TIMEOUT_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(result.current.isWarning).toBe(false);
  });

  it('starts over when the user chooses to stay', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivity({ enabled: true, onTimeout }));
    advance(INACTIVITY_TIMEOUT_MS - 30_000);
    expect(result.current.isWarning).toBe(true);
    act(() => result.current.stayLoggedIn());
    expect(result.current.isWarning).toBe(false);
    advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS - 1000);
    expect(result.current.isWarning).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('is off while logged out', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivity({ enabled: false, onTimeout }));
    advance(INACTIVITY_TIMEOUT_MS * 2);
    expect(result.current.isWarning).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('times out when activity returns 15 minutes or more after the last one', () => {
    const onTimeout = vi.fn();
    renderHook(() => useInactivity({ enabled: true, onTimeout }));
    // A sleeping laptop: the clock moves on but no timer fires.
    vi.setSystemTime(Date.now() + INACTIVITY_TIMEOUT_MS);
    act(() => {
      document.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    });
    expect(onTimeout).toHaveBeenCalled();
  });

  it('keeps an active user logged in', () => {
    const onTimeout = vi.fn();
    const { result } = renderHook(() => useInactivity({ enabled: true, onTimeout }));
    for (let minute = 0; minute < 30; minute += 1) {
      advance(60_000);
      act(() => {
        document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      });
    }
    expect(result.current.isWarning).toBe(false);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it("tells the server when the user chooses to stay, and a 401 then is the idle session's end", async () => {
    const tellServer = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() =>
      useInactivity({ enabled: true, onTimeout: vi.fn(), tellServer }),
    );
    advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    expect(result.current.isWarning).toBe(true);
    expect(sessionClock.get().warned).toBe(true);
    act(() => result.current.stayLoggedIn());
    expect(tellServer).toHaveBeenCalledTimes(1);
    await act(async () => {
      await Promise.resolve();
    });
    expect(sessionClock.get().warned).toBe(false);
  });

  it('counts the idle limit the server gives', () => {
    const onTimeout = vi.fn();
    sessionClock.noteReply(Date.now(), 6, 6);
    const { result } = renderHook(() => useInactivity({ enabled: true, onTimeout }));
    // Warned 2 s before, timed out 0.3 s before the server's end.
    advance(3_600);
    expect(result.current.isWarning).toBe(false);
    advance(200);
    expect(result.current.isWarning).toBe(true);
    expect(result.current.secondsLeft).toBe(2);
    advance(1_900);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});

/**
 * The server as the API implements it (docs/sessions.md): a request records the activity when
 * the recorded one is a minute old or more, and the session ends 15 minutes after the record.
 */
function sessionServer(idleSeconds = 900, recordSeconds = 60) {
  let recorded = Date.now();
  const endsAt = () => recorded + idleSeconds * 1000;
  return {
    endsAt,
    /** One request reaching the server now: the clock learns what its reply says. */
    request() {
      const now = Date.now();
      if (now >= endsAt()) throw new Error('401: the server session had already ended');
      if (now - recorded >= recordSeconds * 1000) recorded = now;
      sessionClock.noteReply(now, idleSeconds, (endsAt() - now) / 1000);
      return Promise.resolve();
    },
  };
}

describe('one clock with the server', () => {
  const type = () =>
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    });

  /**
   * Runs `activity` (seconds of the journey at which the applicant types) against the server
   * model, a second at a time, and reports when the warning showed, the time-out came and the
   * server's session ended.
   */
  function journey(activity: number[], requests: number[] = []) {
    const start = Date.now();
    const server = sessionServer();
    void server.request();
    const onTimeout = vi.fn();
    const { result } = renderHook(() =>
      useInactivity({ enabled: true, onTimeout, tellServer: server.request }),
    );
    let warnedAt: number | undefined;
    let timedOutAt: number | undefined;
    let serverEndedAt: number | undefined;
    for (let second = 1; second <= 7_200 && timedOutAt === undefined; second++) {
      advance(1_000);
      if (activity.includes(second)) type();
      if (requests.includes(second)) void server.request();
      const now = Date.now() - start;
      if (result.current.isWarning && warnedAt === undefined) warnedAt = now;
      if (onTimeout.mock.calls.length > 0) timedOutAt = now;
      if (serverEndedAt === undefined && Date.now() >= server.endsAt()) serverEndedAt = now;
    }
    return { warnedAt, timedOutAt, serverEndedAt };
  }

  const minutes = (m: number) => m * 60;
  const range = (from: number, to: number, step: number) =>
    Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

  it.each([
    ['typing for 4 minutes, then a pause', range(10, minutes(4), 10), []],
    ['typing for 40 minutes without a request', range(5, minutes(40), 5), []],
    ['a word every 13 minutes', range(minutes(13), minutes(52), minutes(13)), []],
    ['saves now and then while typing', range(30, minutes(20), 30), [minutes(3), minutes(11)]],
    ['no activity at all', [], []],
  ] as const)(
    '%s: warned, then timed out 15 minutes after the last activity, before the server ends',
    (_, activity, requests) => {
      const { warnedAt, timedOutAt, serverEndedAt } = journey([...activity], [...requests]);
      const lastActivity = activity.at(-1) ?? 0;
      expect(timedOutAt).toBeDefined();
      expect(warnedAt).toBeDefined();
      expect(warnedAt!).toBeLessThanOrEqual(timedOutAt! - 59_000);
      // The server's session outlives the portal's time-out, so its log out still reaches it.
      if (serverEndedAt !== undefined) expect(timedOutAt!).toBeLessThan(serverEndedAt);
      expect(timedOutAt! / 1000).toBeGreaterThanOrEqual(lastActivity + minutes(15) - 6);
      expect(timedOutAt! / 1000).toBeLessThanOrEqual(lastActivity + minutes(15) + 1);
    },
  );
});
