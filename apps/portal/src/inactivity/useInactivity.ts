import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';

/** Platform §9: idle after 15 minutes, warned 60 seconds before, activity events throttled to 200 ms. */
export const INACTIVITY_TIMEOUT_MS = 900_000;
export const INACTIVITY_WARNING_MS = 60_000;
export const INACTIVITY_THROTTLE_MS = 200;
/**
 * The server ends a session 15 minutes after its last request, however busy the applicant is
 * typing. While they are active the portal tells it so at most this often: well inside 15.
 */
export const SESSION_KEEPALIVE_MS = 300_000;

/**
 * Whether the screen-reader announcement of the countdown speaks at `secondsLeft`: every 15
 * seconds (60, 45, 30), then every second in the last 20, so the warning is heard without
 * drowning everything else out.
 */
export function shouldAnnounce(secondsLeft: number): boolean {
  return secondsLeft > 0 && (secondsLeft <= 20 || secondsLeft % 15 === 0);
}

export function announcementFor(secondsLeft: number): string {
  return `You will be logged out in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}.`;
}

export interface Inactivity {
  /** The warning is showing. */
  isWarning: boolean;
  secondsLeft: number;
  /** The text of the polite live region; it changes only when `shouldAnnounce` says so. */
  announcement: string;
  /** 'Yes - Take me back to my application'. */
  stayLoggedIn: () => void;
}

/**
 * Platform §4 inactivity: while `enabled` (logged in), warns 60 s before the 15-minute idle
 * limit and calls `onTimeout` when it is reached. Activity that comes back 15 minutes or more
 * after the last one (a laptop waking up, timers frozen meanwhile) also times out.
 */
export function useInactivity({
  enabled,
  onTimeout,
  onStillActive,
}: {
  enabled: boolean;
  onTimeout: () => void;
  /** Called on activity at most every SESSION_KEEPALIVE_MS, and when the user stays: keep the server session alive. */
  onStillActive?: () => void;
}): Inactivity {
  const [isWarning, setIsWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(INACTIVITY_WARNING_MS / 1000);
  const [announcement, setAnnouncement] = useState('');
  const lastActivity = useRef(Date.now());
  const lastKeepAlive = useRef(Date.now());
  const onTimeoutRef = useRef(onTimeout);
  const onStillActiveRef = useRef(onStillActive);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
    onStillActiveRef.current = onStillActive;
  });

  const keepAlive = useCallback((now: number) => {
    lastKeepAlive.current = now;
    onStillActiveRef.current?.();
  }, []);

  const timeOut = useCallback(() => {
    setIsWarning(false);
    onTimeoutRef.current();
  }, []);

  const timer = useIdleTimer({
    timeout: INACTIVITY_TIMEOUT_MS,
    promptBeforeIdle: INACTIVITY_WARNING_MS,
    throttle: INACTIVITY_THROTTLE_MS,
    disabled: !enabled,
    onPrompt: () => {
      const seconds = INACTIVITY_WARNING_MS / 1000;
      setSecondsLeft(seconds);
      setAnnouncement(announcementFor(seconds));
      setIsWarning(true);
    },
    onIdle: timeOut,
    onAction: () => {
      const now = Date.now();
      const away = now - lastActivity.current;
      lastActivity.current = now;
      if (away >= INACTIVITY_TIMEOUT_MS) timeOut();
      else if (now - lastKeepAlive.current >= SESSION_KEEPALIVE_MS) keepAlive(now);
    },
  });

  // A new session counts its inactivity from now.
  useEffect(() => {
    if (!enabled) return;
    lastActivity.current = Date.now();
    lastKeepAlive.current = Date.now();
  }, [enabled]);

  useEffect(() => {
    if (!isWarning) return;
    const tick = setInterval(() => {
      const seconds = Math.max(0, Math.ceil(timer.getRemainingTime() / 1000));
      setSecondsLeft(seconds);
      if (shouldAnnounce(seconds)) setAnnouncement(announcementFor(seconds));
    }, 1000);
    return () => clearInterval(tick);
  }, [isWarning, timer]);

  const stayLoggedIn = useCallback(() => {
    lastActivity.current = Date.now();
    setIsWarning(false);
    timer.activate();
    keepAlive(Date.now());
  }, [timer, keepAlive]);

  return { isWarning: enabled && isWarning, secondsLeft, announcement, stayLoggedIn };
}
