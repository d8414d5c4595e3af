import { SubmittedApplication } from '@applykit/admissions-form';
import { messages } from '@applykit/api-contract';
import { Button, Spinner, useMessages } from '@applykit/ui';
import { useState } from 'react';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useApplicationPdf } from '../documents/useApplicationPdf';
import { portalForm } from '../form/partnerForm';
import { useSession } from '../session/SessionProvider';
import * as styles from './CompletionPage.css';
import { usePageTitle } from './usePageTitle';

/**
 * /completion: the submitted banner (thanks, congratulations, the last steps),
 * the submitted message, where the receipt went, the PDF copy to download, and the footer.
 */
export default function CompletionPage() {
  const { t, translateText } = useMessages();
  const [wantsPdf, setWantsPdf] = useState(false);
  const pdf = useApplicationPdf(wantsPdf);
  const { snapshot } = useSession();
  const { initial } = useApplicationAnswers();
  usePageTitle(t('portal.completion.heading'));
  return (
    <SubmittedApplication partner={portalForm.partner} answers={initial}>
      <section className={styles.page} aria-labelledby="completion-heading">
        <h1 id="completion-heading" className={styles.heading}>
          {t('portal.completion.heading')}
        </h1>
        <p role="status" className={styles.message}>
          {translateText(messages.submitted)}
        </p>
        <p className={styles.receipt}>
          {snapshot.username
            ? t('portal.completion.receiptTo', { email: snapshot.username })
            : t('portal.completion.receipt')}
        </p>
        <h2>{t('portal.completion.copy')}</h2>
        {!wantsPdf ? (
          <Button variant="secondary" onClick={() => setWantsPdf(true)}>
            {t('portal.completion.prepare')}
          </Button>
        ) : null}
        <div aria-live="polite">
          {pdf.isPending ? (
            <p className={styles.pending}>
              <Spinner size="m" label={t('portal.completion.preparing')} />{' '}
              {t('portal.completion.preparingNow')}
            </p>
          ) : null}
          {pdf.url ? (
            <a href={pdf.url} target="_blank" rel="noreferrer" download>
              {t('portal.completion.download')}
            </a>
          ) : null}
        </div>
        {pdf.error ? (
          <p role="alert" className={styles.error}>
            {translateText(pdf.error)}
          </p>
        ) : null}
      </section>
    </SubmittedApplication>
  );
}
