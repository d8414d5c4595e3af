import { ToastProvider, useToast } from '@applykit/ui';
import { useEffect, useRef } from 'react';
import type { NoticeRequest } from './notifyContext';

/** The button of a toast whose failure can be put right (the form's reset). */
export const RESET_LABEL = 'Reset';
/** What a screen reader hears instead of the button, which it may not reach in time. */
const RESET_ALT_TEXT = 'Press F8 to reach the Reset button.';

interface ShownNotice {
  id: number;
  label: string;
  raisedOn: string;
}

/**
 * `/` is no screen of its own: it forwards to the form's first page, so what was raised there
 * (the refusal of a ?token= link) belongs to the page it forwards to.
 */
function screenOf(raisedOn: string, pathname: string): string {
  return raisedOn === '/' ? pathname : raisedOn;
}

function Dispatcher({
  pending,
  onShown,
  pathname,
}: {
  pending: NoticeRequest[];
  onShown: (count: number) => void;
  pathname: string;
}) {
  const { show, dismiss } = useToast();
  const shown = useRef<ShownNotice[]>([]);

  useEffect(() => {
    if (pending.length === 0) return;
    for (const request of pending) {
      if ('clear' in request) {
        for (const notice of shown.current.filter((item) => item.label === request.clear))
          dismiss(notice.id);
        shown.current = shown.current.filter((item) => item.label !== request.clear);
      } else {
        const { reset, ...notice } = request.show;
        const raisedOn = screenOf(request.show.raisedOn, pathname);
        const id = show({
          ...notice,
          ...(reset && {
            action: { label: RESET_LABEL, altText: RESET_ALT_TEXT, onAction: reset },
          }),
        });
        shown.current = [
          ...shown.current.filter((item) => item.label !== request.show.label),
          { id, label: request.show.label, raisedOn },
        ];
      }
    }
    onShown(pending.length);
  }, [pending, show, dismiss, onShown, pathname]);

  // A toast raised on another screen does not follow the applicant here.
  useEffect(() => {
    const notices = shown.current.map((item) => ({
      ...item,
      raisedOn: screenOf(item.raisedOn, pathname),
    }));
    for (const notice of notices.filter((item) => item.raisedOn !== pathname)) dismiss(notice.id);
    shown.current = notices.filter((item) => item.raisedOn === pathname);
  }, [pathname, dismiss]);
  return null;
}

/** The toast region (F8 jumps to it) and the notices waiting to be shown in it. */
export default function ToastLayer({
  pending,
  onShown,
  pathname,
}: {
  pending: NoticeRequest[];
  onShown: (count: number) => void;
  pathname: string;
}) {
  return (
    <ToastProvider>
      <Dispatcher pending={pending} onShown={onShown} pathname={pathname} />
    </ToastProvider>
  );
}
