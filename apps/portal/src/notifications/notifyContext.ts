import { createContext } from 'react';

interface Notice {
  severity: 'success' | 'error';
  message: string;
  /**
   * The toast's accessible name, e.g. 'Success Notification' or 'Login Card Error'. A notice
   * with the label of a toast still shown replaces it.
   */
  label: string;
  /** The path of the screen that raised it: the toast goes when the applicant leaves it. */
  raisedOn: string;
  /** Puts right what the notice reports; shown as the toast's Reset button. */
  reset?: () => void;
}

/** What the toast layer is asked to do, in order: show a notice, or take away a label's toast. */
export type NoticeRequest = { show: Notice } | { clear: string };

export interface NotifyApi {
  notify: (notice: Omit<Notice, 'raisedOn'>) => void;
  /** Takes away the toast with this label (the error it reported has been put right). */
  clear: (label: string) => void;
}

export const NotifyContext = createContext<NotifyApi | null>(null);
