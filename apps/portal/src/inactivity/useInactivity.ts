import { useCallback, useEffect, useRef, useState } from 'react';
import { useIdleTimer } from 'react-idle-timer';
import {
  DEFAULT_IDLE_MS,
  inactivityDeadline,
  sessionClock,
  shouldTellServer,
  warningMsFor,
} from '../session/sessionClock';

/** Idle after 15 minutes, warned 60 seconds before, activity events throttled to 200 ms. */
export const INACTIVITY_TIMEOUT_MS = DEFAULT_IDLE_MS;
export const INACTIVITY_WARNING_MS = warningMsFor(DEFAULT_IDLE_MS);
const INACTIVITY_THROTTLE_MS = 200;

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

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * The inactivity time-out while `enabled` (logged in), as one clock with the server's
 * (docs/sessions.md): the applicant times out at the idle limit after their last activity, or
 * just before the server's session ends if that is sooner, and is warned before either. When
 * the server's end is the nearer one and the applicant has been active since the server last
 * heard from the portal, the portal tells the server (`tellServer`) instead of warning. Activity
 * that comes back after the deadline (a laptop waking up, timers frozen meanwhile) times out.
 */
export function useInactivity({
  enabled,
  onTimeout,
  tellServer,
  announce = announcementFor,
}: {
  enabled: boolean;
  onTimeout: () => void;
  /** A request that reaches the server and so extends its session. */
  tellServer?: () => Promise<unknown>;
  /** The spoken countdown in the applicant's language; English by default. */
  announce?: (secondsLeft: number) => string;
}): Inactivity {
  const [isWarning, setIsWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(INACTIVITY_WARNING_MS / 1000);
  const [announcement, setAnnouncement] = useState('');
  const lastActivity = useRef(Date.now());
  const warning = useRef(false);
  const timedOut = useRef(false);
  const toldServerFor = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onTimeout, tellServer, announce });
  useEffect(() => {
    callbacks.current = { onTimeout, tellServer, announce };
  });

  const showWarning = useCallback((show: boolean, deadline?: number) => {
    warning.current = show;
    sessionClock.setWarned(show);
    setIsWarning(show);
    if (show && deadline !== undefined) {
      const seconds = secondsUntil(deadline);
      setSecondsLeft(seconds);
      setAnnouncement(callbacks.current.announce(seconds));
    }
  }, []);

  const timeOut = useCallback(() => {
    clearTimeout(timer.current);
    if (timedOut.current) return;
    timedOut.current = true;
    warning.current = false;
    setIsWarning(false);
    callbacks.current.onTimeout();
  }, []);

  const tell = useCallback(async () => {
    await callbacks.current.tellServer?.();
  }, []);

  /** Looks at both clocks and sets the one timer for whatever comes next. */
  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    if (!enabled || timedOut.current) return;
    const clock = sessionClock.get();
    const now = Date.now();
    const deadline = inactivityDeadline(clock, lastActivity.current);
    if (now >= deadline) {
      timeOut();
      return;
    }
    const warnAt = deadline - warningMsFor(clock.idleMs);
    if (now < warnAt) {
      timer.current = setTimeout(schedule, warnAt - now);
      return;
    }
    timer.current = setTimeout(schedule, deadline - now);
    if (warning.current) return;
    const serverIsNearer = deadline < lastActivity.current + clock.idleMs;
    if (
      serverIsNearer &&
      shouldTellServer(clock, lastActivity.current) &&
      toldServerFor.current !== clock.serverEndsAt
    ) {
      // Once per server end: if the server does not move it, the warning follows.
      toldServerFor.current = clock.serverEndsAt;
      tell().then(schedule, schedule);
      return;
    }
    showWarning(true, deadline);
  }, [enabled, timeOut, tell, showWarning]);

  useIdleTimer({
    timeout: INACTIVITY_TIMEOUT_MS,
    throttle: INACTIVITY_THROTTLE_MS,
    disabled: !enabled,
    // Only the activity is taken from the idle timer; the deadline is the one above.
    onAction: () => {
      if (warning.current || timedOut.current) return;
      const now = Date.now();
      if (now >= inactivityDeadline(sessionClock.get(), lastActivity.current)) timeOut();
      else lastActivity.current = now;
    },
  });

  // A new session counts its inactivity from now; a reply that moves the server's end, or a
  // first reply that gives its idle limit, moves the timer.
  useEffect(() => {
    if (!enabled) return;
    lastActivity.current = Date.now();
    timedOut.current = false;
    toldServerFor.current = null;
    schedule();
    const unsubscribe = sessionClock.subscribe(schedule);
    return () => {
      unsubscribe();
      // A request to the server still on its way (`tell`) schedules again when it answers:
      // an unmounted guard must not arm a timer that logs out later.
      timedOut.current = true;
      clearTimeout(timer.current);
      warning.current = false;
      setIsWarning(false);
    };
  }, [enabled, schedule]);

  useEffect(() => {
    if (!isWarning) return;
    const tick = setInterval(() => {
      const seconds = secondsUntil(inactivityDeadline(sessionClock.get(), lastActivity.current));
      setSecondsLeft(seconds);
      if (shouldAnnounce(seconds)) setAnnouncement(callbacks.current.announce(seconds));
    }, 1000);
    return () => clearInterval(tick);
  }, [isWarning]);

  const stayLoggedIn = useCallback(() => {
    lastActivity.current = Date.now();
    warning.current = false;
    setIsWarning(false);
    // 'Yes' is a request that extends the server's session; until it answers, a 401 is still
    // the end of an idle session.
    // The deadline timer already set still runs if the server never answers.
    tell().then(() => {
      sessionClock.setWarned(false);
      schedule();
    }, schedule);
  }, [tell, schedule]);

  return { isWarning: enabled && isWarning, secondsLeft, announcement, stayLoggedIn };
}
