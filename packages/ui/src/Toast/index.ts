export {
  Toast,
  ToastProvider,
  useToast,
  TOAST_DURATION,
  ERROR_TOAST_DURATION,
  TOAST_SWIPE_THRESHOLD,
  TOAST_HOTKEY,
  TOAST_TITLES,
  MAX_TOASTS,
  TOAST_STACK_PROPERTY,
  toastDuration,
} from './Toast';
export type {
  ToastAction,
  ToastProps,
  ToastProviderProps,
  ToastSeverity,
  ShowToastOptions,
} from './Toast';
