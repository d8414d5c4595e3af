import { ToastProvider, useToast } from '@applykit/ui';
import { useEffect } from 'react';
import type { Notice } from './notifyContext';

function Dispatcher({ pending, onShown }: { pending: Notice[]; onShown: (count: number) => void }) {
  const { show } = useToast();
  useEffect(() => {
    if (pending.length === 0) return;
    for (const notice of pending) show(notice);
    onShown(pending.length);
  }, [pending, show, onShown]);
  return null;
}

/** The toast region (F8 jumps to it) and the notices waiting to be shown in it. */
export default function ToastLayer({
  pending,
  onShown,
}: {
  pending: Notice[];
  onShown: (count: number) => void;
}) {
  return (
    <ToastProvider>
      <Dispatcher pending={pending} onShown={onShown} />
    </ToastProvider>
  );
}
