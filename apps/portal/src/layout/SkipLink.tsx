import { useMessages } from '@applykit/ui';
import type { MouseEvent } from 'react';
import * as styles from './layout.css';
import { focusPageHeading, mainId, pageHeading } from './pageHeading';

/**
 * "Skip to main content": the first Tab stop. It lands on the page's heading, past the header,
 * the step navigation, the banners and, while validating, the error summary's links; without a
 * heading, on the main landmark.
 */
export function SkipLink() {
  const { t } = useMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = pageHeading();
    if (!target) return;
    event.preventDefault();
    focusPageHeading(target);
  };
  return (
    <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
      {t('portal.skipLink')}
    </a>
  );
}
