// The form's dialogs, in their own chunk: Radix Dialog, its focus trap and scroll lock load
// when a dialog is first wanted, not with the page (issue #10).
import {
  Button,
  Message,
  Modal,
  ModalClose,
  ModalContent,
  useBusyAction,
  useMessages,
} from '@applykit/ui';
import { useState, type RefObject } from 'react';
import { formatPartnerText } from '../model/partner';
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
  const { t } = useMessages();
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title={t('form.help.title')}
        size="s"
        onCloseAutoFocus={returnFocus(returnFocusTo)}
      >
        {partner.helpNote ? <p>{formatPartnerText(partner.helpNote, partner)}</p> : null}
        <h3>{t('form.help.technical')}</h3>
        <p>
          <Message
            id="form.help.contact"
            values={{
              email: <a href={`mailto:${partner.helpEmail}`}>{partner.helpEmail}</a>,
              phone: partner.helpPhone,
            }}
          />
        </p>
        <p>
          <Message
            id="form.help.pdfReader"
            values={{ link: <a href={partner.links.pdfReader}>{t('form.help.pdfReaderLink')}</a> }}
          />
        </p>
        <h3>{partner.admissionsOffice.name}</h3>
        <p>
          <Message
            id="form.help.contact"
            values={{
              email: (
                <a href={`mailto:${partner.admissionsOffice.email}`}>
                  {partner.admissionsOffice.email}
                </a>
              ),
              phone: partner.admissionsOffice.phone,
            }}
          />
        </p>
      </ModalContent>
    </Modal>
  );
}

export function PrivacyDialog({ open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { partner, now } = usePartnerEnvironment();
  const { t, translateText } = useMessages();
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        title={t('form.privacy.title')}
        size="s"
        onCloseAutoFocus={returnFocus(returnFocusTo)}
      >
        <p>
          {translateText(formatPartnerText(partner.privacyNotice, partner))}{' '}
          <Message
            id="form.privacy.readPolicy"
            values={{
              policy: <a href={partner.links.privacyPolicy}>{t('form.privacy.policyLink')}</a>,
            }}
          />
        </p>
        <p>
          <Message
            id="form.privacy.choices"
            values={{
              manage: <a href={partner.links.cookieInstructions}>{t('form.privacy.manageLink')}</a>,
              optOut: <a href={partner.links.analyticsOptOut}>{t('form.privacy.optOutLink')}</a>,
            }}
          />
        </p>
        <p>
          {t('form.privacy.copyright', {
            year: now.getFullYear(),
            institution: partner.institutionName,
          })}
        </p>
      </ModalContent>
    </Modal>
  );
}

export function UploadInProgressDialog({ open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { t } = useMessages();
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent
        size="xs"
        title={t('form.uploadInProgress.title')}
        description={t('form.uploadInProgress.text')}
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
  const { t } = useMessages();
  const removal = useBusyAction();
  const [removed, setRemoved] = useState(false);
  const [failed, setFailed] = useState(false);
  const change = (next: boolean) => {
    if (removal.busy) return;
    setFailed(false);
    if (next) setRemoved(false);
    onOpenChange(next);
  };
  const confirm = () =>
    removal.run(async () => {
      setFailed(false);
      try {
        await onConfirm();
      } catch {
        setFailed(true);
        return;
      }
      setRemoved(true);
      onOpenChange(false);
    });
  return (
    <Modal open={open} onOpenChange={change}>
      <ModalContent
        size="xs"
        title={t('form.removeGroup.title', { group })}
        description={t('form.removeGroup.text', { group })}
        onCloseAutoFocus={(event) => {
          if (!removed) return returnFocus(returnFocusTo)(event);
          event.preventDefault();
          focusAfterRemoval();
        }}
        footer={
          <>
            <ModalClose asChild>
              <Button variant="secondary" aria-disabled={removal.busy || undefined}>
                {t('form.removeGroup.cancel')}
              </Button>
            </ModalClose>
            <Button variant="danger" {...removal.busyButtonProps} onClick={() => void confirm()}>
              {t(removal.busy ? 'form.removeGroup.removing' : 'form.removeGroup.remove')}
            </Button>
          </>
        }
      >
        {failed ? <p role="alert">{t('form.removeGroup.failed')}</p> : null}
      </ModalContent>
    </Modal>
  );
}
