import type { ReactNode } from 'react';
import type { Option } from '../options';
import * as styles from './Checkbox.css';

interface ChoiceControl {
  id: string;
  'aria-describedby': string | undefined;
}

export interface ChoiceItemsProps {
  /** The id of the group; each item's id is derived from it and the option's place. */
  groupId: string;
  options: readonly Option[];
  /** Renders an option's check box or radio with the item's id and the id of its hint. */
  renderControl: (option: Option, control: ChoiceControl) => ReactNode;
}

/** The options of a radio or checkbox group: each one's control, label and own hint. */
export function ChoiceItems({ groupId, options, renderControl }: ChoiceItemsProps) {
  return options.map((option, index) => {
    const id = `${groupId}-${index}`;
    const hintId = option.hint ? `${id}-hint` : undefined;
    return (
      <div key={option.value} className={styles.item}>
        {renderControl(option, { id, 'aria-describedby': hintId })}
        <label htmlFor={id} className={styles.itemLabel}>
          {option.label}
        </label>
        {option.hint ? (
          <p id={hintId} className={styles.itemHint}>
            {option.hint}
          </p>
        ) : null}
      </div>
    );
  });
}
