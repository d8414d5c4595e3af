import { createContext } from 'react';

export interface Notice {
  severity: 'success' | 'error';
  message: string;
  /** The toast's accessible name, e.g. 'Success Notification' or 'Login Card Error'. */
  label: string;
}

export const NotifyContext = createContext<{ notify: (notice: Notice) => void } | null>(null);
