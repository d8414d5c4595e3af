import { SubmittedApplication } from '@applykit/admissions-form';
import { messages } from '@applykit/api-contract';
import { Button, Spinner } from '@applykit/ui';
import { useState } from 'react';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useApplicationPdf } from '../documents/useApplicationPdf';
import { portalForm } from '../form/partnerForm';
import { useSession } from '../session/SessionProvider';
import * as styles from './CompletionPage.css';
import { usePageTitle } from './usePageTitle';

/**
 * /completion (platform §2): the submitted banner (thanks, congratulations, the last steps),
 * the submitted message, where the receipt went, the PDF copy to download, and the footer.
 */
export default function CompletionPage() {
  const [wantsPdf, setWantsPdf] = useState(false);
  const pdf = useApplicationPdf(wantsPdf);
  const { snapshot } = useSession();
  const { initial } = useApplicationAnswers();
  usePageTitle('Application Submitted');
  return (
    <SubmittedApplication partner={portalForm.partner} answers={initial}>
      <section className={styles.page} aria-labelledby="completion-heading">
        <h1 id="completion-heading">Application Submitted</h1>
        <p role="status" className={styles.message}>
          {messages.submitted}
        </p>
        <p>
          {snapshot.username
            ? `A receipt has been e-mailed to ${snapshot.username}.`
            : 'A receipt has been e-mailed to you.'}
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
    </SubmittedApplication>
  );
}
