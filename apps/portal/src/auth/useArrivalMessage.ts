import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';

/**
 * The log-in and forgot-password cards show an error message passed in
 * navigation state (a logout, a lost session) the way they show their own failures.
 */
export function useArrivalError(cardName: string) {
  const location = useLocation();
  const notify = useNotify();
  const shownFor = useRef<string | null>(null);
  const { errorMessage } = readNavigationState(location.state);
  useEffect(() => {
    if (!errorMessage || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notify.error(`${cardName} Error`, errorMessage);
  }, [errorMessage, location.key, cardName, notify]);
}
