import { Suspense, lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { NotifyContext, type Notice } from './notifyContext';

const ToastLayer = lazy(() => import('./ToastLayer'));

/**
 * The toasts every screen shares. Most visits show none, so the toast widget (Radix) loads
 * with the first notice instead of with the page; notices raised meanwhile wait for it.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Notice[]>([]);
  const [wanted, setWanted] = useState(false);
  const notify = useCallback((notice: Notice) => {
    setWanted(true);
    setPending((queue) => [...queue, notice]);
  }, []);
  const taken = useCallback((count: number) => setPending((queue) => queue.slice(count)), []);
  const context = useMemo(() => ({ notify }), [notify]);
  return (
    <NotifyContext value={context}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <ToastLayer pending={pending} onShown={taken} />
        </Suspense>
      ) : null}
    </NotifyContext>
  );
}
