import { Button, retryableLazy } from '@applykit/ui';
import { Suspense, useRef, useState, type ComponentType } from 'react';
import type { FormDialogProps } from './dialogs';

/** Starts loading the dialogs' chunk; hovering or focusing a dialog button calls it early. */
const loadDialogs = () => import('./dialogs');

export const LazyHelpDialog = retryableLazy(async () => ({
  default: (await loadDialogs()).HelpDialog,
}));
export const LazyPrivacyDialog = retryableLazy(async () => ({
  default: (await loadDialogs()).PrivacyDialog,
}));
export const LazyUploadInProgressDialog = retryableLazy(async () => ({
  default: (await loadDialogs()).UploadInProgressDialog,
}));
export const LazyRemoveGroupDialog = retryableLazy(async () => ({
  default: (await loadDialogs()).RemoveGroupDialog,
}));

/**
 * A button that opens a dialog whose code loads on first use. Once wanted the dialog stays
 * mounted, so closing it plays out and reopening is immediate.
 */
export function DialogButton({
  label,
  dialog: Dialog,
}: {
  label: string;
  dialog: ComponentType<FormDialogProps>;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const warm = () => void loadDialogs();
  return (
    <>
      <Button
        ref={button}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}
