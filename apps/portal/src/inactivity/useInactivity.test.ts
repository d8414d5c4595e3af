import { act, renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  INACTIVITY_TIMEOUT_MS,
  INACTIVITY_WARNING_MS,
  SESSION_KEEPALIVE_MS,
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
  it('uses the platform constants', () => {
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

  it('tells the server an active user is still there, at most every five minutes', () => {
    const onStillActive = vi.fn();
    renderHook(() => useInactivity({ enabled: true, onTimeout: vi.fn(), onStillActive }));
    const type = () =>
      act(() => {
        document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      });
    for (let minute = 1; minute <= 12; minute++) {
      advance(60_000);
      type();
    }
    // Typing every minute for 12 minutes: a word with the server at 5 and 10 minutes.
    expect(SESSION_KEEPALIVE_MS).toBe(300_000);
    expect(onStillActive).toHaveBeenCalledTimes(2);
  });

  it('tells the server when the user chooses to stay', () => {
    const onStillActive = vi.fn();
    const { result } = renderHook(() =>
      useInactivity({ enabled: true, onTimeout: vi.fn(), onStillActive }),
    );
    advance(INACTIVITY_TIMEOUT_MS - INACTIVITY_WARNING_MS);
    expect(result.current.isWarning).toBe(true);
    act(() => result.current.stayLoggedIn());
    expect(onStillActive).toHaveBeenCalledTimes(1);
  });
});
