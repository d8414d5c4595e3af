import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { useControllable } from '../useControllable';
import * as styles from './AddAnother.css';

/** The most repeated groups any AddAnother may show. */
export const ADD_ANOTHER_MAX = 10;
export const ADD_ANOTHER_DEFAULT_COUNT = 1;

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
export function AddAnother({
  count,
  defaultCount = ADD_ANOTHER_DEFAULT_COUNT,
  onCountChange,
  max = ADD_ANOTHER_MAX,
  children,
  groupLabel,
  addLabel = 'Add Another',
  disabled,
  readOnly,
}: AddAnotherProps) {
  if (isDevelopment() && max > ADD_ANOTHER_MAX) {
    throw new Error(
      `AddAnother: max is ${max}, but at most ${ADD_ANOTHER_MAX} groups are supported.`,
    );
  }
  const [shown, setShown] = useControllable({
    value: count,
    defaultValue: defaultCount,
    onChange: onCountChange,
  });
  const visible = Math.min(Math.max(shown, 1), max);
  const groupRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);

  // The new group takes focus once it is rendered, so keyboard users land in it.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || index >= visible) return;
    groupRefs.current[index]?.focus();
    focusIndex.current = null;
  }, [visible]);

  return (
    <div>
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
          </div>
        ))}
      </div>
      {!readOnly && visible < max ? (
        <div className={styles.footer}>
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              focusIndex.current = visible;
              setShown(visible + 1);
            }}
          >
            {addLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
