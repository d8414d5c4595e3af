import { use, useMemo } from 'react';
import { NotifyContext } from './notifyContext';

export interface Notify {
  /** A 'Success' toast labelled 'Success Notification' (platform §2). */
  success: (message: string) => void;
  /** An 'Error' toast labelled e.g. 'Login Card Error' (platform §8); errors stay 300000 ms. */
  error: (label: string, message: string) => void;
}

export const SUCCESS_LABEL = 'Success Notification';

export function useNotify(): Notify {
  const context = use(NotifyContext);
  if (!context) throw new Error('useNotify() needs a <NotificationsProvider> above it.');
  const { notify } = context;
  return useMemo(
    () => ({
      success: (message) => notify({ severity: 'success', message, label: SUCCESS_LABEL }),
      error: (label, message) => notify({ severity: 'error', message, label }),
    }),
    [notify],
  );
}
