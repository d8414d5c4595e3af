import * as RadixPopover from '@radix-ui/react-popover';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef, type ReactNode } from 'react';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './Popover.css';

export const POPOVER_SIDE_OFFSET = 5;

export interface PopoverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** The popover root (Radix): put a `Popover.Trigger` and a `Popover.Content` in it. */
function PopoverRoot({ open, defaultOpen, onOpenChange, children }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixPopover.Root>
  );
}

export interface PopoverContentProps extends ComponentPropsWithoutRef<typeof RadixPopover.Content> {
  /** Names the popover for screen readers (it is a dialog). */
  'aria-label': string;
  closeLabel?: string;
}

export const PopoverContent = forwardRef<
  ElementRef<typeof RadixPopover.Content>,
  PopoverContentProps
>(function PopoverContent(
  { children, className, closeLabel, sideOffset = POPOVER_SIDE_OFFSET, ...props },
  ref,
) {
  const { t } = useMessages();
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={8}
        className={[styles.content, className].filter(Boolean).join(' ')}
        {...props}
      >
        {children}
        <RadixPopover.Close className={styles.close} aria-label={closeLabel ?? t('ui.close')}>
          <span aria-hidden="true">×</span>
        </RadixPopover.Close>
        <RadixPopover.Arrow className={styles.arrow} />
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
});

/** Opens the popover; use `asChild` to make your own button the trigger. */
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export const Popover = Object.assign(PopoverRoot, {
  Trigger: PopoverTrigger,
  Content: PopoverContent,
  Close: PopoverClose,
});
