import { Modal } from '@applykit/ui';
import { useState } from 'react';

/** The 'Unexpected Error' dialog of platform §2, over the error screen. */
export default function UnexpectedErrorDialog({ message }: { message: string }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onOpenChange={setOpen}>
      <Modal.Content title="Unexpected Error" size="xs" description={message} />
    </Modal>
  );
}
