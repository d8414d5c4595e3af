// The form's dialogs, in their own chunk: Radix Dialog, its focus trap and scroll lock load
// when a dialog is first wanted, not with the page (issue #10).
import { Button, Modal, ModalClose, ModalContent } from '@applykit/ui';
import { useState, type RefObject } from 'react';
import { formatPartnerText } from '../model/partner';
import { chromeText } from '../rules/messages';
import { usePartnerEnvironment } from './context';

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus returns to it on close (there is no Radix trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

function returnFocus(returnFocusTo: FormDialogProps['returnFocusTo']) {
  return (event: Event) => {
    if (!returnFocusTo?.current) return;
    event.preventDefault();
    returnFocusTo.current.focus();
  };
}

export function HelpDialog({ open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { partner } = usePartnerEnvironment();
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent title="Help" size="s" onCloseAutoFocus={returnFocus(returnFocusTo)}>
        {partner.helpNote ? <p>{formatPartnerText(partner.helpNote, partner)}</p> : null}
        <h3>Technical help</h3>
        <p>
          Email <a href={`mailto:${partner.helpEmail}`}>{partner.helpEmail}</a> or call{' '}
          {partner.helpPhone}.
        </p>
        <p>
          To open PDF documents, <a href={partner.links.pdfReader}>download a free PDF reader</a>.
        </p>
        <h3>{partner.admissionsOffice.name}</h3>
        <p>
          Email{' '}
          <a href={`mailto:${partner.admissionsOffice.email}`}>{partner.admissionsOffice.email}</a>{' '}
          or call {partner.admissionsOffice.phone}.
        </p>
      </ModalContent>
    </Modal>
  );
}

export function PrivacyDialog({ open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { partner, now } = usePartnerEnvironment();
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title="Privacy Policy and Cookie Notice"
        size="s"
        onCloseAutoFocus={returnFocus(returnFocusTo)}
      >
        <p>
          {formatPartnerText(partner.privacyNotice, partner)} Read the{' '}
          <a href={partner.links.privacyPolicy}>Privacy Policy</a>.
        </p>
        <p>
          You can <a href={partner.links.cookieInstructions}>manage cookies in your browser</a> and{' '}
          <a href={partner.links.analyticsOptOut}>opt out of analytics</a>.
        </p>
        <p>
          © {now.getFullYear()} {partner.institutionName}
        </p>
      </ModalContent>
    </Modal>
  );
}

export function UploadInProgressDialog({ open, onOpenChange, returnFocusTo }: FormDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        size="xs"
        title={chromeText.uploadInProgressTitle}
        description={chromeText.uploadInProgressText}
        onCloseAutoFocus={returnFocus(returnFocusTo)}
      />
    </Modal>
  );
}

export interface RemoveGroupDialogProps extends FormDialogProps {
  /** The group's title, e.g. 'College 3'. */
  group: string;
  /** Deletes the group's documents and answers and lowers the count; a rejection keeps the dialog open. */
  onConfirm: () => Promise<void>;
  /** Where focus goes once the group is gone (its Remove button went with it). */
  focusAfterRemoval: () => void;
}

/** Asks before a repeated group goes: its answers and documents are deleted with it. */
export function RemoveGroupDialog({
  open,
  onOpenChange,
  returnFocusTo,
  group,
  onConfirm,
  focusAfterRemoval,
}: RemoveGroupDialogProps) {
  const [removing, setRemoving] = useState(false);
  const [removed, setRemoved] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = (next: boolean) => {
    if (removing) return;
    setFailed(false);
    if (next) setRemoved(false);
    onOpenChange(next);
  };
  const confirm = async () => {
    setRemoving(true);
    setFailed(false);
    try {
      await onConfirm();
    } catch {
      setFailed(true);
      return;
    } finally {
      setRemoving(false);
    }
    setRemoved(true);
    onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={change}>
      <ModalContent
        size="xs"
        title={chromeText.removeGroupTitle(group)}
        description={chromeText.removeGroupText(group)}
        onCloseAutoFocus={(event) => {
          if (!removed) return returnFocus(returnFocusTo)(event);
          event.preventDefault();
          focusAfterRemoval();
        }}
        footer={
          <>
            <ModalClose asChild>
              <Button variant="secondary" disabled={removing}>
                Cancel
              </Button>
            </ModalClose>
            <Button variant="danger" disabled={removing} onClick={() => void confirm()}>
              {removing ? 'Removing…' : 'Remove'}
            </Button>
          </>
        }
      >
        {failed ? <p role="alert">{chromeText.removeGroupFailed}</p> : null}
      </ModalContent>
    </Modal>
  );
}
