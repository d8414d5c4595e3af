import { addAnotherLimits } from '@applykit/api-contract/policies';
import { forwardRef, useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useControllable } from '../useControllable';
import { useMessages } from '../messages/MessagesProvider';
import * as styles from './AddAnother.css';

/** The most repeated groups any AddAnother may show: the contract's limit, which the server keeps. */
export const ADD_ANOTHER_MAX = addAnotherLimits.maxCount;
export const ADD_ANOTHER_DEFAULT_COUNT = addAnotherLimits.defaultCount;

export interface AddAnotherProps {
  /** How many groups are shown (the stored num_components). */
  count?: number;
  defaultCount?: number;
  onCountChange?: (count: number) => void;
  /** At most 10; more is a configuration mistake, reported in development. */
  max?: number;
  /** Renders group `index` (0-based). Give each field an id that includes the index. */
  children: (index: number) => ReactNode;
  /** Names each group for screen readers, e.g. (i) => `College ${i + 1}`. */
  groupLabel: (index: number) => string;
  addLabel?: string;
  /** Anonymous visitors cannot save the count: the button is shown but disabled. */
  disabled?: boolean;
  /** Print view: the groups without the button. */
  readOnly?: boolean;
  /**
   * Asks to remove group `index`: given, the last shown group beyond the first gets a
   * "Remove …" button that calls it with itself, for a confirmation dialog to give focus back
   * to when the group is kept. The host confirms, clears the group and lowers the count.
   */
  onRemove?: (index: number, button: HTMLButtonElement) => void;
  /** Whether group `index` may be removed (e.g. not while an answer elsewhere requires it). */
  canRemove?: (index: number) => boolean;
  /** Added to the widget's own classes on its outer element. */
  className?: string;
}

/**
 * Bundlers replace `process.env.NODE_ENV` with a literal, so the check is kept whole for them;
 * where nothing defines `process` (a browser without that replacement), assume production.
 */
function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/** Repeated groups revealed one at a time by an "Add Another" button, up to `max`. */
export const AddAnother = forwardRef<HTMLDivElement, AddAnotherProps>(function AddAnother(
  {
    count,
    defaultCount = ADD_ANOTHER_DEFAULT_COUNT,
    onCountChange,
    max = ADD_ANOTHER_MAX,
    children,
    groupLabel,
    addLabel,
    disabled,
    readOnly,
    onRemove,
    canRemove,
    className,
  }: AddAnotherProps,
  ref,
) {
  if (isDevelopment() && max > ADD_ANOTHER_MAX) {
    throw new Error(
      `AddAnother: max is ${max}, but at most ${ADD_ANOTHER_MAX} groups are supported.`,
    );
  }
  const { t } = useMessages();
  const [shown, setShown] = useControllable({
    value: count,
    defaultValue: defaultCount,
    onChange: onCountChange,
  });
  const visible = Math.min(Math.max(shown, 1), max);
  const groupRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const shownBefore = useRef(visible);

  // The new group takes focus once it is rendered, so keyboard users land in it. When a group
  // goes away (removed, or an add that failed) with focus in it, focus goes to the button.
  useEffect(() => {
    const fewer = visible < shownBefore.current;
    shownBefore.current = visible;
    const index = focusIndex.current;
    if (index !== null && index < visible) {
      groupRefs.current[index]?.focus();
      focusIndex.current = null;
      return;
    }
    if (!fewer) return;
    focusIndex.current = null;
    const active = document.activeElement;
    if (!active || active === document.body) addButtonRef.current?.focus();
  }, [visible]);

  const last = visible - 1;
  const removable = !readOnly && onRemove !== undefined && last > 0 && (canRemove?.(last) ?? true);

  return (
    <div ref={ref} className={className}>
      <div className={styles.groups}>
        {Array.from({ length: visible }, (_, index) => (
          <div
            key={index}
            ref={(element) => {
              groupRefs.current[index] = element;
            }}
            role="group"
            aria-label={groupLabel(index)}
            tabIndex={-1}
            className={styles.group}
          >
            {children(index)}
            {removable && index === last ? (
              <div className={styles.footer}>
                <Button
                  variant="secondary"
                  disabled={disabled}
                  aria-haspopup="dialog"
                  onClick={(event) => onRemove?.(index, event.currentTarget)}
                >
                  {t('ui.addAnother.remove', { group: groupLabel(index) })}
                </Button>
              </div>
            ) : null}
          </div>
        ))}
      </div>
      {!readOnly && visible < max ? (
        <div className={styles.footer}>
          <Button
            ref={addButtonRef}
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              focusIndex.current = visible;
              setShown(visible + 1);
            }}
          >
            {addLabel ?? t('ui.addAnother.add')}
          </Button>
        </div>
      ) : null}
    </div>
  );
});
