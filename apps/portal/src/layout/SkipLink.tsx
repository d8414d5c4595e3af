import { useMessages } from '@applykit/ui';
import type { MouseEvent } from 'react';
import * as styles from './layout.css';

/**
 * "Skip to main content": the first Tab stop. It lands on the page's heading, past the header,
 * the step navigation, the banners and, while validating, the error summary's links; without a
 * heading, on the main landmark. The target is focusable only until focus leaves it.
 */
export function SkipLink({ mainId }: { mainId: string }) {
  const { t } = useMessages();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId);
    if (!main) return;
    event.preventDefault();
    const target = main.querySelector<HTMLElement>('h1') ?? main;
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
    target.focus();
  };
  return (
    <a href={`#${mainId}`} className={styles.skipLink} onClick={skip}>
      {t('portal.skipLink')}
    </a>
  );
}
