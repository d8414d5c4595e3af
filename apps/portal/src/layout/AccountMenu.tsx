import { useMessages } from '@applykit/ui';
import { useState } from 'react';
import { useSession } from '../session/SessionProvider';
import type AccountPopoverComponent from './AccountPopover';
import * as styles from './AccountPopover.css';

type AccountPopover = typeof AccountPopoverComponent;
const loadAccountPopover = () => import('./AccountPopover').then((module) => module.default);

/** Warms the account screens' chunks so that Sign In and Create Account open at once. */
function preloadAccountScreens() {
  void import('../auth/LoginPage');
  void import('../auth/SignUpPage');
}

/**
 * The header's 'My Account' button. The popover behind it (Radix, with its positioning
 * engine) loads when the pointer or focus comes near, keeping it out of the first load;
 * hovering also preloads the log-in and sign-up screens. Hidden for service users.
 * The stand-in button stays until the popover's code is there, and the popover's trigger then
 * replaces it in one render: no moment without a focused button, so Enter always works.
 */
export function AccountMenu() {
  const { t } = useMessages();
  const { snapshot } = useSession();
  const [Popover, setPopover] = useState<{ component: AccountPopover } | null>(null);
  const [open, setOpen] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  if (snapshot.is_service_user) return null;

  const load = () => {
    if (Popover) return;
    void loadAccountPopover().then((component) => setPopover({ component }));
  };
  const warm = () => {
    if (!snapshot.is_logged_in) preloadAccountScreens();
    load();
  };
  const openNow = () => {
    load();
    setOpen(true);
  };
  const standIn = (
    <button
      type="button"
      className={styles.trigger}
      aria-haspopup="dialog"
      aria-expanded={false}
      onMouseEnter={warm}
      onFocus={() => {
        setHasFocus(true);
        warm();
      }}
      onBlur={() => setHasFocus(false)}
      // Opening on pointerdown as well: if the real trigger replaces this button between
      // pointerdown and pointerup, the browser sends the click to neither of them.
      onPointerDown={openNow}
      onClick={openNow}
    >
      {t('portal.account.trigger')}
    </button>
  );
  if (!Popover) return standIn;
  const { component: LoadedPopover } = Popover;
  return <LoadedPopover open={open} onOpenChange={setOpen} takeFocus={hasFocus && !open} />;
}
