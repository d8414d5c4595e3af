import * as styles from './ErrorScreen.css';

/** The generic error screen (platform §2). */
export function ErrorScreen() {
  return (
    <section className={styles.screen} aria-labelledby="error-screen-heading">
      <h1 id="error-screen-heading">Something went wrong.</h1>
      <p>
        The issue that caused you to see this has been logged. We will get it fixed as soon as
        possible.
      </p>
    </section>
  );
}
