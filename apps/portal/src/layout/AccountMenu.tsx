import { Suspense, lazy, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import * as styles from './AccountPopover.css';

const AccountPopover = lazy(() => import('./AccountPopover'));

/** Warms the account screens' chunks so that Sign In and Create Account open at once. */
function preloadAccountScreens() {
  void import('../auth/LoginPage');
  void import('../auth/SignUpPage');
}

/**
 * The header's 'My Account' button. The popover behind it (Radix, with its positioning
 * engine) loads when the pointer or focus comes near, keeping it out of the first load;
 * hovering also preloads the log-in and sign-up screens (platform §2). Hidden for service users.
 */
export function AccountMenu() {
  const { snapshot } = useSession();
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  if (snapshot.is_service_user) return null;

  const warm = () => {
    if (!snapshot.is_logged_in) preloadAccountScreens();
    setWanted(true);
  };
  const openNow = () => {
    setWanted(true);
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
      My Account
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <AccountPopover open={open} onOpenChange={setOpen} takeFocus={hasFocus && !open} />
    </Suspense>
  );
}
