import { Button } from '@applykit/ui';
import { errorTexts } from './errorTexts';
import * as styles from './ErrorScreen.css';

/** The generic error screen; with `onRetry`, a 'Try again' button that runs what failed again. */
export function ErrorScreen({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className={styles.screen} aria-labelledby="error-screen-heading">
      <h1 id="error-screen-heading">{errorTexts.screenHeading}</h1>
      <p>{errorTexts.screenText}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {errorTexts.tryAgain}
        </Button>
      ) : null}
    </section>
  );
}
