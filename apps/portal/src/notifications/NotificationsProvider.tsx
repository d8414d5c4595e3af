import { retryableLazy } from '@applykit/ui';
import {
  Component,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import * as styles from './NotificationsProvider.css';
import { NotifyContext, type NoticeRequest, type NotifyApi } from './notifyContext';

const ToastLayer = retryableLazy(() => import('./ToastLayer'));

/**
 * Catches a toast widget that could not load (the network dropped before the first notice):
 * the notices are said as plain text instead, and the page the applicant is on stays.
 */
class ToastLayerFailure extends Component<
  { pending: NoticeRequest[]; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const shown = this.props.pending.flatMap((request) =>
      'show' in request ? [request.show] : [],
    );
    return (
      <div role="alert" className={styles.fallback}>
        {shown.map((notice, index) => (
          <p key={index}>{notice.message}</p>
        ))}
      </div>
    );
  }
}

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
        <ToastLayerFailure pending={pending}>
          <Suspense fallback={null}>
            <ToastLayer pending={pending} onShown={taken} pathname={pathname} />
          </Suspense>
        </ToastLayerFailure>
      ) : null}
    </NotifyContext>
  );
}
