import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { focusKeyOf } from '../routes/navigationState';
import { focusPageHeading, pageHeading } from './pageHeading';

/** How long a page may take to show its heading (its code loading on a slow phone). */
const headingWaitMs = 10_000;

/**
 * After the applicant moves to another page (Save and Continue, a step link, a card's link,
 * Back), the new page's heading takes focus, as a page load would start a screen reader at the
 * top: without it focus fell to the document, the new page went unannounced and a keyboard
 * user's next Tab started from the header. A page that places focus itself keeps it: the error
 * summary takes focus whenever it shows, and otherwise the heading takes focus only while nothing
 * on the new page has; a summary link's question is left to the form page entirely. The portal's first page and its redirects on load (`/` to the
 * first page, a visitor to log in) are left alone, as the browser's own page load.
 */
export function PageArrivalFocus() {
  const { pathname, state } = useLocation();
  // A question to focus on arrival: the form page focuses it when it appears, if nothing has
  // taken focus before it (its widget may load after the heading is in).
  const questionToFocus = focusKeyOf(state) !== undefined;
  const navigationType = useNavigationType();
  const shownPath = useRef(pathname);
  const navigated = useRef(false);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (navigationType !== 'REPLACE') navigated.current = true;
    if (!navigated.current || questionToFocus) return;
    // What had focus as the page changed: still focused once the heading is in, nothing on the
    // new page has taken focus.
    const before = document.activeElement;
    const untouched = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === before;
    };
    const arrive = () => {
      const heading = pageHeading();
      if (!heading || heading.tagName !== 'H1') return false;
      if (untouched()) focusPageHeading(heading);
      return true;
    };
    if (arrive()) return;
    const observer = new MutationObserver(() => {
      if (arrive()) stop();
    });
    const timer = setTimeout(() => stop(), headingWaitMs);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname, navigationType, questionToFocus]);
  return null;
}
