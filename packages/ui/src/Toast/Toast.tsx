import * as RadixToast from '@radix-ui/react-toast';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './Toast.css';

export type ToastSeverity = 'success' | 'error';

export const TOAST_DURATION = 5000;
export const ERROR_TOAST_DURATION = 300000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOAST_TITLES: Record<ToastSeverity, string> = { success: 'Success', error: 'Error' };

export interface ToastProps {
  severity: ToastSeverity;
  /** Defaults to 'Success' or 'Error' by severity. */
  title?: string;
  children: ReactNode;
  /** Milliseconds before it closes: 5000, or 300000 for errors. */
  duration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Names the toast for screen readers, e.g. 'Success Notification'. */
  'aria-label'?: string;
}

/** One toast (Radix). Render it inside a `ToastProvider`, or show one with `useToast()`. */
export function Toast({
  severity,
  title = TOAST_TITLES[severity],
  children,
  duration = severity === 'error' ? ERROR_TOAST_DURATION : TOAST_DURATION,
  open,
  defaultOpen,
  onOpenChange,
  'aria-label': ariaLabel,
}: ToastProps) {
  return (
    <RadixToast.Root
      className={styles.toast({ severity })}
      data-severity={severity}
      // Errors interrupt the screen reader; successes wait their turn.
      type={severity === 'error' ? 'foreground' : 'background'}
      duration={duration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      aria-label={ariaLabel}
    >
      <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
      <RadixToast.Description className={styles.description}>{children}</RadixToast.Description>
      <RadixToast.Close className={styles.close} aria-label="Close">
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

export interface ShowToastOptions {
  severity: ToastSeverity;
  message: ReactNode;
  title?: string;
  /** Accessible name, e.g. 'Success Notification' or 'Login Card Error'. */
  label?: string;
  duration?: number;
  /** Called when the toast closes by time, swipe, Escape or its close button (not by `dismiss`). */
  onDismiss?: () => void;
}

interface ShownToast extends ShowToastOptions {
  id: number;
}

interface ToastApi {
  show: (options: ShowToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider.');
  return api;
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Names the toast region for screen readers ("Notifications (F8)"). */
  label?: string;
}

/**
 * The toast region (Radix): bottom-right, 390px wide, F8 jumps to it, a swipe right of 50px
 * dismisses a toast.
 */
export function ToastProvider({ children, label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ShowToastOptions) => {
    const id = ++nextId.current;
    setToasts((shown) => [...shown, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        label={label}
        duration={TOAST_DURATION}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD}
      >
        {children}
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            severity={toast.severity}
            title={toast.title}
            duration={toast.duration}
            aria-label={toast.label}
            onOpenChange={(open) => {
              if (open) return;
              dismiss(toast.id);
              toast.onDismiss?.();
            }}
            defaultOpen
          >
            {toast.message}
          </Toast>
        ))}
        <RadixToast.Viewport className={styles.viewport} hotkey={TOAST_HOTKEY} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
