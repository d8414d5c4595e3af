import { messages } from '@applykit/api-contract';
import { Button, Spinner } from '@applykit/ui';
import { useState } from 'react';
import { useApplicationPdf } from '../documents/useApplicationPdf';
import * as styles from './CompletionPage.css';

/** /completion (platform §2): the submitted message and the PDF copy to download. */
export default function CompletionPage() {
  const [wantsPdf, setWantsPdf] = useState(false);
  const pdf = useApplicationPdf(wantsPdf);
  return (
    <section className={styles.page} aria-labelledby="completion-heading">
      <h1 id="completion-heading">Application Submitted</h1>
      <p role="status" className={styles.message}>
        {messages.submitted}
      </p>
      <h2>Your copy</h2>
      {!wantsPdf ? (
        <Button variant="secondary" onClick={() => setWantsPdf(true)}>
          Prepare a PDF copy of your application
        </Button>
      ) : null}
      <div aria-live="polite">
        {pdf.isPending ? (
          <p className={styles.pending}>
            <Spinner size="m" label="Preparing your PDF copy" /> Preparing your PDF copy…
          </p>
        ) : null}
        {pdf.url ? (
          <a href={pdf.url} target="_blank" rel="noreferrer" download>
            Download the PDF copy of your application
          </a>
        ) : null}
      </div>
      {pdf.error ? (
        <p role="alert" className={styles.error}>
          {pdf.error}
        </p>
      ) : null}
    </section>
  );
}
