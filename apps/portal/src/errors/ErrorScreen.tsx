import { Button, useMessages } from '@applykit/ui';
import { errorTexts } from './errorTexts';
import * as styles from './ErrorScreen.css';

/** The generic error screen; with `onRetry`, a 'Try again' button that runs what failed again. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  const { translateText } = useMessages();
  return (
    <section className={styles.screen} aria-labelledby="error-screen-heading">
      <h1 id="error-screen-heading">{translateText(errorTexts.screenHeading)}</h1>
      <p>{translateText(errorTexts.screenText)}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {translateText(errorTexts.tryAgain)}
        </Button>
      ) : null}
    </section>
  );
}
