import {
  Suspense,
  lazy,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { NotifyContext, type NoticeRequest, type NotifyApi } from './notifyContext';

const ToastLayer = lazy(() => import('./ToastLayer'));

/**
 * The toasts every screen shares. Most visits show none, so the toast widget (Radix) loads
 * with the first notice instead of with the page; notices raised meanwhile wait for it. A
 * toast belongs to the screen that raised it and goes when the applicant moves to another.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [pending, setPending] = useState<NoticeRequest[]>([]);
  const [wanted, setWanted] = useState(false);
  // The screen showing now, set before any screen's effects run, so a notice raised on
  // arrival (a message passed in navigation state) belongs to the new screen.
  const screen = useRef(pathname);
  useLayoutEffect(() => {
    screen.current = pathname;
  }, [pathname]);
  const notify = useCallback<NotifyApi['notify']>((notice) => {
    setWanted(true);
    setPending((queue) => [...queue, { show: { ...notice, raisedOn: screen.current } }]);
  }, []);
  const clear = useCallback((label: string) => {
    setPending((queue) => [...queue, { clear: label }]);
  }, []);
  const taken = useCallback((count: number) => setPending((queue) => queue.slice(count)), []);
  const context = useMemo(() => ({ notify, clear }), [notify, clear]);
  return (
    <NotifyContext value={context}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastLayer pending={pending} onShown={taken} pathname={pathname} />
        </Suspense>
      ) : null}
    </NotifyContext>
  );
}
