import { use, useMemo } from 'react';
import { NotifyContext } from './notifyContext';

export interface Notify {
  /** A 'Success' toast labelled 'Success Notification'. */
  success: (message: string) => void;
  /**
   * An 'Error' toast labelled e.g. 'Login Card Error'; errors stay 300000 ms. With `reset`, the
   * toast has a Reset button that runs it and closes the toast.
   */
  error: (label: string, message: string, options?: { reset?: () => void }) => void;
  /** Takes away the error toast with this label, once what it reported is put right. */
  clear: (label: string) => void;
}

const SUCCESS_LABEL = 'Success Notification';

export function useNotify(): Notify {
  const context = use(NotifyContext);
  if (!context) throw new Error('useNotify() needs a <NotificationsProvider> above it.');
  const { notify, clear } = context;
  return useMemo(
    () => ({
      success: (message) => notify({ severity: 'success', message, label: SUCCESS_LABEL }),
      error: (label, message, options) =>
        notify({
          severity: 'error',
          message,
          label,
          ...(options?.reset && { reset: options.reset }),
        }),
      clear,
    }),
    [notify, clear],
  );
}
