import * as RadixToast from '@radix-ui/react-toast';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { joinClassNames } from '../composeProps';
import { catalogues } from '../messages/catalogues.generated';
import { useMessages } from '../messages/MessagesProvider';
import { sourceText } from '../messages/translator';
import * as styles from './Toast.css';

export type ToastSeverity = 'success' | 'error';

/** A button on a toast that puts right what it reports (e.g. the form's reset of a failure). */
export interface ToastAction {
  /** The button's text, e.g. 'Reset'. */
  label: string;
  /**
   * Read to screen readers instead of the button, which they may not reach before the toast
   * goes: how else to do it, e.g. 'Press F8 to reach the Reset button.'.
   */
  altText: string;
  onAction: () => void;
}

export const TOAST_DURATION = 5000;
export const ERROR_TOAST_DURATION = 300000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
/** The English titles; the shown ones follow the locale. */
export const TOAST_TITLES: Record<ToastSeverity, string> = {
  success: sourceText(catalogues, 'ui.toast.success'),
  error: sourceText(catalogues, 'ui.toast.error'),
};
/** At most this many toasts at once; a newer one pushes out the oldest. */
export const MAX_TOASTS = 3;
/** Time to read one word (200 words a minute) and to notice the toast at all. */
const READING_MS_PER_WORD = 300;
const NOTICING_MS = 2000;

/**
 * How long a toast stays: its severity's duration, or longer when its words take longer to read
 * (a slow reader still gets through a long success message before it goes).
 */
export function toastDuration(severity: ToastSeverity, message: ReactNode): number {
  const base = severity === 'error' ? ERROR_TOAST_DURATION : TOAST_DURATION;
  if (typeof message !== 'string') return base;
  const words = message.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(base, NOTICING_MS + words * READING_MS_PER_WORD);
}

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
  /** A button beside the message; pressing it runs `onAction` and closes the toast. */
  action?: ToastAction;
  /** Added to the widget's own classes on the element its ref reaches. */
  className?: string;
}

/** One toast (Radix). Render it inside a `ToastProvider`, or show one with `useToast()`. */
export const Toast = forwardRef<HTMLLIElement, ToastProps>(function Toast(
  {
    severity,
    title,
    children,
    duration = severity === 'error' ? ERROR_TOAST_DURATION : TOAST_DURATION,
    open,
    defaultOpen,
    onOpenChange,
    'aria-label': ariaLabel,
    action,
    className,
  }: ToastProps,
  ref,
) {
  const { t, translateText } = useMessages();
  // A message the kit or its server worded in English reads in the applicant's language.
  const say = <T,>(text: T) => (typeof text === 'string' ? translateText(text) : text);
  return (
    <RadixToast.Root
      ref={ref}
      className={joinClassNames(styles.toast({ severity }), className)}
      data-severity={severity}
      // Errors interrupt the screen reader; successes wait their turn.
      type={severity === 'error' ? 'foreground' : 'background'}
      duration={duration}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      aria-label={say(ariaLabel)}
    >
      <RadixToast.Title className={styles.title}>
        {title ?? t(severity === 'error' ? 'ui.toast.error' : 'ui.toast.success')}
      </RadixToast.Title>
      <RadixToast.Description className={styles.description}>
        {say(children)}
      </RadixToast.Description>
      {action ? (
        <RadixToast.Action
          className={styles.action}
          altText={say(action.altText)}
          onClick={action.onAction}
        >
          {say(action.label)}
        </RadixToast.Action>
      ) : null}
      <RadixToast.Close className={styles.close} aria-label={t('ui.close')}>
        <span aria-hidden="true">×</span>
      </RadixToast.Close>
    </RadixToast.Root>
  );
});

export interface ShowToastOptions {
  severity: ToastSeverity;
  message: ReactNode;
  title?: string;
  /**
   * Accessible name, e.g. 'Success Notification' or 'Login Card Error'. A new toast with the
   * label of one still shown replaces it, so a repeated failure never piles up.
   */
  label?: string;
  /** Defaults to `toastDuration(severity, message)`. */
  duration?: number;
  /** Called when the toast closes by time, swipe, Escape or its close button (not by `dismiss`). */
  onDismiss?: () => void;
  /** A button that puts right what the toast reports; pressing it closes the toast. */
  action?: ToastAction;
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

/** The page's custom property holding the height the toasts take at the bottom of the screen. */
export const TOAST_STACK_PROPERTY = '--applykit-toast-stack';

/**
 * While toasts are shown, tells the page how tall they are: the page keeps that much room
 * below its content and scrolls a control that takes focus above them (scroll padding), so a
 * toast never hides the focused control (WCAG 2.4.11).
 */
function useKeepFocusClearOf(viewport: { current: HTMLElement | null }) {
  useEffect(() => {
    const element = viewport.current;
    const root = document.documentElement;
    if (!element) return;
    const measure = () => {
      if (element.querySelector('li'))
        root.style.setProperty(TOAST_STACK_PROPERTY, `${element.getBoundingClientRect().height}px`);
      else root.style.removeProperty(TOAST_STACK_PROPERTY);
    };
    measure();
    // Toasts come and go (children) and grow or shrink with their text and the screen (size).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resized?.observe(element);
    const changed = new MutationObserver(measure);
    changed.observe(element, { childList: true, subtree: true });
    return () => {
      resized?.disconnect();
      changed.disconnect();
      root.style.removeProperty(TOAST_STACK_PROPERTY);
    };
  }, [viewport]);
}

export interface ToastProviderProps {
  children: ReactNode;
  /** Names the toast region for screen readers ("Notifications (F8)"). */
  label?: string;
}

/**
 * The toast region (Radix): bottom-right, 390px wide, F8 jumps to it, a swipe right of 50px
 * dismisses a toast. A toast waits while the pointer is over it or focus is in it; the page
 * keeps focused controls clear of the toasts (see `useKeepFocusClearOf`).
 */
export function ToastProvider({ children, label }: ToastProviderProps) {
  const { t } = useMessages();
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((toast) => toast.id !== id));
  }, []);
  const show = useCallback((options: ShowToastOptions) => {
    const id = ++nextId.current;
    setToasts((shown) =>
      [
        ...shown.filter((toast) => options.label === undefined || toast.label !== options.label),
        { ...options, id },
      ].slice(-MAX_TOASTS),
    );
    return id;
  }, []);
  const viewportRef = useRef<HTMLOListElement>(null);
  useKeepFocusClearOf(viewportRef);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        label={label ?? t('ui.toast.region')}
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
            duration={toast.duration ?? toastDuration(toast.severity, toast.message)}
            aria-label={toast.label}
            action={toast.action}
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
        <RadixToast.Viewport ref={viewportRef} className={styles.viewport} hotkey={TOAST_HOTKEY} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
