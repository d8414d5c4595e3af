import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '@applykit/admissions-form/applykit-api';
import { queryKeys } from '../api/queryClient';
import type { Answers, Profile } from '../api/types';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { useSession } from '../session/SessionProvider';
import { anonymousAnswers, hasAnswers } from './anonymousAnswers';
import { applicantDraft } from './applicantDraft';
import { createSaveStatus, type SaveStatus } from './saveStatus';

export interface ApplicationAnswers {
  /** The answers a page starts from. */
  initial: Answers;
  /** False while the answers are still loading (profile or temporary answers). */
  isReady: boolean;
  /** The latest answers, with what is being typed; read when saving or leaving a page. */
  current: () => Answers;
  /**
   * The form reports every change; a visitor's answers are kept in the browser at once, a
   * logged-in applicant's unsaved ones in their draft.
   */
  update: (answers: Answers) => void;
  /** What the applicant is told about saving, and how a failed save is tried again. */
  saveStatus: SaveStatus;
}

const AnswersContext = createContext<ApplicationAnswers | null>(null);

export function useApplicationAnswers(): ApplicationAnswers {
  const answers = use(AnswersContext);
  if (!answers) throw new Error('useApplicationAnswers() needs an <AnswersProvider> above it.');
  return answers;
}

/**
 * The temporary answer set of `?token=`, for a logged-out visitor. Once loaded
 * it becomes the visitor's browser copy and the token leaves the address, so a reload keeps
 * the visitor's edits instead of loading the set again.
 */
function useTemporaryAnswers(enabled: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const token = new URLSearchParams(location.search).get('token');
  const query = useQuery({
    queryKey: queryKeys.temporaryAnswers(token ?? ''),
    queryFn: () => api.temporaryAnswers(token ?? ''),
    enabled: enabled && !!token,
    throwOnError: false,
  });
  const { data, error } = query;
  useEffect(() => {
    if (!token || (!data && !error)) return;
    if (data) anonymousAnswers.write(data.answer);
    else notify.error('Error', errorMessage(error));
    const search = new URLSearchParams(location.search);
    search.delete('token');
    const rest = search.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true, state: location.state },
    );
  }, [token, data, error, location.pathname, location.search, location.state, navigate, notify]);
  return { answers: data?.answer, isLoading: enabled && !!token && query.isPending };
}

/** How long typing rests before it is written to the draft: a crashed tab loses at most this. */
const TYPING_DRAFT_DELAY_MS = 300;

/**
 * While logged in, what is typed into the application form reaches the draft within
 * TYPING_DRAFT_DELAY_MS, not only when the field is left: the form reports typing on blur, and
 * a tab that crashes mid-word never blurs. Form controls are named after their answer keys.
 */
function useTypingDraft(enabled: boolean, onTyping: (key: string, value: string) => void) {
  useEffect(() => {
    if (!enabled) return;
    const pending = new Map<string, string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      for (const [key, value] of pending) onTyping(key, value);
      pending.clear();
    };
    const onInput = (event: Event) => {
      const target = event.target;
      if (
        !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) ||
        !target.name ||
        !target.form ||
        !target.closest('main')
      ) {
        return;
      }
      pending.set(target.name, target.value);
      clearTimeout(timer);
      timer = setTimeout(flush, TYPING_DRAFT_DELAY_MS);
    };
    document.addEventListener('input', onInput);
    return () => {
      document.removeEventListener('input', onInput);
      clearTimeout(timer);
      flush();
    };
  }, [enabled, onTyping]);
}

/** Holds the application's answers across the form pages for the host. */
export function AnswersProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { snapshot, profile, isReady: sessionReady } = useSession();
  const location = useLocation();
  const carried = readNavigationState(location.state).answers;
  const temporary = useTemporaryAnswers(!snapshot.is_logged_in && !snapshot.is_service_user);
  const [saveStatus] = useState(createSaveStatus);
  const username = snapshot.is_logged_in ? profile?.username : undefined;

  const initial = useMemo<Answers>(() => {
    if (snapshot.is_logged_in) {
      if (!profile) return {};
      return { ...profile.answer, ...applicantDraft.read(profile.username) };
    }
    if (temporary.answers) return temporary.answers;
    return hasAnswers(carried) ? carried : anonymousAnswers.read();
  }, [snapshot.is_logged_in, profile, temporary.answers, carried]);

  // Said once per log in: the answers kept from before are back in the form.
  const noticedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!username || noticedFor.current === username) return;
    noticedFor.current = username;
    applicantDraft.resume(username);
    saveStatus.setRestoredDraft(Object.keys(applicantDraft.read(username)).length > 0);
    saveStatus.setVisitorAnswersSetAside(anonymousAnswers.takeSetAside());
  }, [username, saveStatus]);

  const latest = useRef(initial);
  const typing = useRef<Answers>({});
  useEffect(() => {
    latest.current = initial;
  }, [initial]);

  // The session's end empties the query cache before the last draft is kept: the answers last
  // seen saved stay the baseline, or every saved answer would count as unsaved and, restored
  // later, overwrite what was saved since.
  const lastSaved = useRef<Answers>({});
  const saved = useCallback(() => {
    const cached = queryClient.getQueryData<Profile>(queryKeys.profile)?.answer;
    if (cached) lastSaved.current = cached;
    return lastSaved.current;
  }, [queryClient]);
  const current = useCallback(() => ({ ...latest.current, ...typing.current }), []);

  const isLoggedIn = snapshot.is_logged_in;
  const update = useCallback(
    (answers: Answers) => {
      latest.current = answers;
      typing.current = {};
      if (username) applicantDraft.keep(username, answers, saved());
      else if (!isLoggedIn) anonymousAnswers.write(answers);
    },
    [isLoggedIn, username, saved],
  );

  const onTyping = useCallback(
    (key: string, value: string) => {
      typing.current = { ...typing.current, [key]: value };
      if (username) applicantDraft.keep(username, current(), saved());
    },
    [username, current, saved],
  );
  useTypingDraft(!!username, onTyping);

  // A save updates the cached profile: what it saved leaves the draft.
  useEffect(() => {
    if (username && profile) applicantDraft.keep(username, current(), profile.answer);
  }, [username, profile, current]);

  const value = useMemo<ApplicationAnswers>(
    () => ({
      initial,
      isReady: sessionReady && !temporary.isLoading,
      current,
      update,
      saveStatus,
    }),
    [initial, sessionReady, temporary.isLoading, current, update, saveStatus],
  );
  return <AnswersContext value={value}>{children}</AnswersContext>;
}
