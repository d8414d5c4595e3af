import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import {
  forwardRef,
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { joinClassNames, useComposedRefs } from '../composeProps';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './ErrorSummary.css';

export interface ErrorSummaryItem {
  /** The id of the field to focus; its label or legend is scrolled into view. */
  targetId: string;
  text: string;
}

export interface ErrorSummaryGroup {
  heading: string;
  items: readonly ErrorSummaryItem[];
}

export interface ErrorSummaryProps {
  title: ReactNode;
  description?: ReactNode;
  /** Links to the fields with errors; or use `groups` to show them under headings. */
  items?: readonly ErrorSummaryItem[];
  groups?: readonly ErrorSummaryGroup[];
  /** Level of the title heading; group headings are one below. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Called first when a link is clicked, with its field's id. Call `event.preventDefault()` to
   * handle the link yourself (e.g. a field on another page); otherwise the field is focused.
   */
  onLinkClick?: (targetId: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** What the polite status says once the number of links changes (not when first shown). */
  countText?: (count: number) => string;
  /**
   * Takes focus when shown (default true). Turn it off when the page was opened to focus one
   * field, e.g. from another page's summary link.
   */
  takeFocus?: boolean;
  /** Added to the summary's own classes. */
  className?: string;
}

/** How long the count waits for the answers to stop changing before it is spoken. */
export const ERROR_COUNT_PAUSE = 1000;

/**
 * The number of links, for a polite status: empty when the summary appears (focus reads it
 * then), afterwards the latest count once it and the applicant's typing have held still for a
 * moment, so typing that fixes or breaks answers is told in a few words, after the word being
 * typed, instead of the whole list being read again.
 */
function useQuietCount(count: number, countText: (count: number) => string): string {
  const [spoken, setSpoken] = useState('');
  const shownCount = useRef(count);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current && count === shownCount.current) return;
    changed.current = true;
    const speak = () => {
      document.removeEventListener('input', wait, true);
      setSpoken(countText(count));
    };
    let timer = setTimeout(speak, ERROR_COUNT_PAUSE);
    function wait() {
      clearTimeout(timer);
      timer = setTimeout(speak, ERROR_COUNT_PAUSE);
    }
    document.addEventListener('input', wait, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('input', wait, true);
    };
  }, [count, countText]);
  return spoken;
}

const FOCUSABLE =
  'input:not([type="hidden"]), select, textarea, button, [href], [tabindex]:not([tabindex="-1"])';

/** The label or legend that names a field, so it is in view when the field takes focus. */
function captionOf(target: HTMLElement): HTMLElement {
  const label = target.id
    ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(target.id)}"]`)
    : null;
  const legend = target.closest('fieldset')?.querySelector<HTMLElement>(':scope > legend');
  return label ?? legend ?? target;
}

/** Focus the field behind a summary link without the jump a hash link makes. */
export function focusField(targetId: string): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  // Groups (a fieldset, a radio group) get focus on their checked or first control.
  const control = target.matches(FOCUSABLE)
    ? target
    : (target.querySelector<HTMLElement>('[aria-checked="true"], [data-state="checked"]') ??
      target.querySelector<HTMLElement>(FOCUSABLE) ??
      target);
  const caption = captionOf(target);
  // jsdom and some older browsers have no scrollIntoView; the field is focused all the same.
  if (typeof caption.scrollIntoView === 'function') caption.scrollIntoView();
  control.focus({ preventScroll: true });
  return true;
}

type FollowLink = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => void;

/**
 * One link. Memoised, with a handler that never changes: when one answer is fixed, only its
 * link goes, and the others are neither rendered nor compared again.
 */
const SummaryLink = memo(function SummaryLink({
  targetId,
  text,
  follow,
}: ErrorSummaryItem & { follow: FollowLink }) {
  return (
    <li>
      <a className={styles.link} href={`#${targetId}`} onClick={(event) => follow(event, targetId)}>
        {text}
      </a>
    </li>
  );
});

/**
 * The GOV.UK error summary: takes focus when shown so it is read first, and each link moves
 * focus to its field with the field's label in view. Later changes to the links are quiet but
 * for a short polite count.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary(
  {
    title,
    description,
    items,
    groups,
    headingLevel = 2,
    onLinkClick,
    countText,
    takeFocus = true,
    className,
  }: ErrorSummaryProps,
  forwardedRef,
) {
  const { t } = useMessages();
  const ref = useRef<HTMLDivElement>(null);
  const composedRef = useComposedRefs(ref, forwardedRef);
  const focusWhenShown = useRef(takeFocus);
  const Title = `h${headingLevel}` as const;
  const GroupHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const count =
    (items?.length ?? 0) + (groups ?? []).reduce((sum, group) => sum + group.items.length, 0);
  const defaultCountText = useCallback(
    (count: number) => t('ui.errorSummary.count', { count }),
    [t],
  );
  const spokenCount = useQuietCount(count, countText ?? defaultCountText);

  useEffect(() => {
    const element = ref.current;
    // Decided when shown: a later change of `takeFocus` must not pull focus back.
    if (!element || !focusWhenShown.current) return;
    element.setAttribute('tabindex', '-1');
    element.focus();
    // Once left, the box is no longer a tab stop or a click target for focus.
    const onBlur = () => element.removeAttribute('tabindex');
    element.addEventListener('blur', onBlur, { once: true });
    return () => element.removeEventListener('blur', onBlur);
  }, []);

  // The newest `onLinkClick`, read when a link is followed, so the links' handler stays the same.
  const latestLinkClick = useRef(onLinkClick);
  useEffect(() => {
    latestLinkClick.current = onLinkClick;
  });
  const followLink = useCallback<FollowLink>((event, targetId) => {
    latestLinkClick.current?.(targetId, event);
    if (event.isDefaultPrevented()) return;
    if (focusField(targetId)) event.preventDefault();
  }, []);
  const list = (entries: readonly ErrorSummaryItem[]) => (
    <ul className={styles.list}>
      {entries.map((item) => (
        <SummaryLink
          key={`${item.targetId}:${item.text}`}
          targetId={item.targetId}
          text={item.text}
          follow={followLink}
        />
      ))}
    </ul>
  );

  return (
    <div ref={composedRef} className={joinClassNames(styles.summary, className)}>
      {/* Only the fixed title and text are an alert: the links change as answers change, and
          a live list would be read out again, whole, at every change. */}
      <div role="alert">
        <Title className={styles.title}>{title}</Title>
        {description ? <div className={styles.description}>{description}</div> : null}
      </div>
      {items?.length ? list(items) : null}
      {groups?.map((group) =>
        group.items.length ? (
          <section key={group.heading}>
            <GroupHeading className={styles.heading}>{group.heading}</GroupHeading>
            {list(group.items)}
          </section>
        ) : null,
      )}
      <VisuallyHidden role="status">{spokenCount}</VisuallyHidden>
    </div>
  );
});
