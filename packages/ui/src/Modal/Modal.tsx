import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { catalogues } from '../messages/catalogues.generated';
import { useMessages } from '../messages/MessagesProvider';
import { sourceText } from '../messages/translator';
import * as styles from './Modal.css';

/** The English default header; the shown one follows the locale. */
export const DEFAULT_MODAL_TITLE = sourceText(catalogues, 'ui.modal.defaultTitle');

/**
 * Put this attribute on the safe action of a dialog (Cancel, "stay logged in"): it takes focus
 * when the dialog opens, instead of the × that comes first.
 */
export const MODAL_INITIAL_FOCUS = 'data-autofocus';

export interface ModalProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** The dialog root (Radix): holds the open state; put a `Modal.Trigger` and a `Modal.Content` in it. */
function ModalRoot({ open, defaultOpen, onOpenChange, children }: ModalProps) {
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </Dialog.Root>
  );
}

export interface ModalContentProps extends Omit<
  ComponentPropsWithoutRef<typeof Dialog.Content>,
  'title'
> {
  /** The header; default 'Error'. */
  title?: ReactNode;
  /** Read out when the dialog opens. */
  description?: ReactNode;
  /** xs 30rem, s 60rem, m 80vw; on tablets xs 30rem, s 70vw, m 90vw. */
  size?: 'xs' | 's' | 'm';
  /** Accessible name of the × button. */
  closeLabel?: string;
  /** Buttons below the body, e.g. Cancel and Delete. */
  footer?: ReactNode;
}

export const ModalContent = forwardRef<ElementRef<typeof Dialog.Content>, ModalContentProps>(
  function ModalContent(
    {
      title,
      description,
      size,
      closeLabel,
      footer,
      children,
      className,
      onOpenAutoFocus,
      ...props
    },
    ref,
  ) {
    const { t } = useMessages();
    return (
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          ref={ref}
          className={[styles.content({ size }), className].filter(Boolean).join(' ')}
          // Without a description Radix must not point aria-describedby at a missing element.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus?.(event);
            if (event.defaultPrevented) return;
            const safeAction = (event.target as HTMLElement | null)?.querySelector<HTMLElement>(
              `[${MODAL_INITIAL_FOCUS}]`,
            );
            if (!safeAction) return;
            event.preventDefault();
            safeAction.focus();
          }}
          {...props}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>
              {title ?? t('ui.modal.defaultTitle')}
            </Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel ?? t('ui.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    );
  },
);

/** Opens the dialog; use `asChild` to make your own button the trigger. */
export const ModalTrigger = Dialog.Trigger;
/** Closes the dialog; use `asChild` to make a footer button close it. */
export const ModalClose = Dialog.Close;

export const Modal = Object.assign(ModalRoot, {
  Trigger: ModalTrigger,
  Content: ModalContent,
  Close: ModalClose,
});
