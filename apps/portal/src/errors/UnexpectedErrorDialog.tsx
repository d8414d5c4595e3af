import { Button, MODAL_INITIAL_FOCUS, Modal, useMessages } from '@applykit/ui';
import { useState } from 'react';
import { errorTexts } from './errorTexts';

/**
 * The 'Unexpected Error' dialog over the error screen: the error's message and 'Try again',
 * which runs what failed again (it takes focus: it is the way out).
 */
export default function UnexpectedErrorDialog({
  message,
  onRetry,
}: {
  message: string;
  onRetry: () => void;
}) {
  const { translateText } = useMessages();
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onOpenChange={setOpen}>
      <Modal.Content
        title={translateText(errorTexts.dialogTitle)}
        size="xs"
        description={translateText(message)}
        footer={
          <Button {...{ [MODAL_INITIAL_FOCUS]: '' }} onClick={onRetry}>
            {translateText(errorTexts.tryAgain)}
          </Button>
        }
      />
    </Modal>
  );
}
