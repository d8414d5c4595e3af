import { sessionLimits } from '@applykit/api-contract/policies';

/** The server's idle limit until a reply says otherwise: the contract's 15 minutes. */
export const DEFAULT_IDLE_MS = sessionLimits.idleSeconds * 1000;

/**
 * What the portal knows of the server's session, from the headers of the last reply that found
 * it alive (docs/sessions.md). Times are the browser's `Date.now()`.
 */
export interface SessionClockState {
  /** The server's idle limit. */
  idleMs: number;
  /**
   * When the server ends the session unless another request reaches it first: counted from
   * the moment the last request was sent, so never later than the server's own end.
   */
  serverEndsAt: number | null;
  /** When the last request that reached the live session was sent. */
  lastContactAt: number | null;
  /** The inactivity warning is showing: a session that ends now ended by idling. */
  warned: boolean;
}

/** The warning comes 60 seconds (the contract's) before the end, or a third of a very short idle limit. */
export function warningMsFor(idleMs: number): number {
  return Math.min(sessionLimits.warningSeconds * 1000, Math.floor(idleMs / 3));
}

/**
 * The portal times out this long before the server would, so that the log out of a time-out
 * still reaches a live session.
 */
function marginMsFor(idleMs: number): number {
  return Math.min(5_000, Math.floor(idleMs / 20));
}

/**
 * When the applicant times out: 15 minutes (the idle limit) after their last activity, or
 * just before the server's own end if that comes first.
 */
export function inactivityDeadline(state: SessionClockState, lastActivityAt: number): number {
  const userEnd = lastActivityAt + state.idleMs;
  if (state.serverEndsAt === null) return userEnd;
  return Math.min(userEnd, state.serverEndsAt - marginMsFor(state.idleMs));
}

/**
 * At the warning time set by the server's end, an applicant who was active since the server
 * last heard from the portal is still there: the portal tells the server instead of warning.
 */
export function shouldTellServer(state: SessionClockState, lastActivityAt: number): boolean {
  return state.lastContactAt !== null && lastActivityAt > state.lastContactAt;
}

/** A session found over at `now` ended by idling, not by being revoked elsewhere. */
export function endedByIdling(state: SessionClockState, now: number): boolean {
  return state.warned || (state.serverEndsAt !== null && now >= state.serverEndsAt);
}

const storageKey = 'applykit.session-clock';
const initialState: SessionClockState = {
  idleMs: DEFAULT_IDLE_MS,
  serverEndsAt: null,
  lastContactAt: null,
  warned: false,
};

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A reload keeps what the last page knew, so a session that idled meanwhile is told so. */
function readStored(): SessionClockState {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (!stored || typeof stored !== 'object') return initialState;
    const { idleMs, serverEndsAt } = stored as Record<string, unknown>;
    if (!isFiniteNumber(idleMs) || !isFiniteNumber(serverEndsAt)) return initialState;
    return { ...initialState, idleMs, serverEndsAt };
  } catch {
    return initialState;
  }
}

function store(state: SessionClockState) {
  try {
    if (state.serverEndsAt === null) localStorage.removeItem(storageKey);
    else
      localStorage.setItem(
        storageKey,
        JSON.stringify({ idleMs: state.idleMs, serverEndsAt: state.serverEndsAt }),
      );
  } catch {
    // Storage off: the clock lives in memory for this page.
  }
}

let state: SessionClockState = typeof localStorage === 'undefined' ? initialState : readStored();
const listeners = new Set<() => void>();

function set(next: SessionClockState) {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionClock = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => state,
  /** A reply found the session alive: `sentAt` is when its request left. */
  noteReply(sentAt: number, idleSeconds: number, expiresInSeconds: number) {
    if (!(idleSeconds > 0) || !(expiresInSeconds >= 0)) return;
    const serverEndsAt = sentAt + expiresInSeconds * 1000;
    // Replies can arrive out of order; the latest end and contact win.
    const next: SessionClockState = {
      ...state,
      idleMs: idleSeconds * 1000,
      serverEndsAt: Math.max(serverEndsAt, state.serverEndsAt ?? 0),
      lastContactAt: Math.max(sentAt, state.lastContactAt ?? 0),
    };
    store(next);
    set(next);
  },
  setWarned(warned: boolean) {
    if (state.warned !== warned) set({ ...state, warned });
  },
  /** The session is over: what the clock knew goes with it. */
  clear() {
    store(initialState);
    set(initialState);
  },
};
