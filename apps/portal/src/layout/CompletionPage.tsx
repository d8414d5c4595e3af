import { SubmittedApplication } from '@applykit/admissions-form';
import { messages } from '@applykit/api-contract';
import { Button, Spinner, useMessages } from '@applykit/ui';
import { useEffect, useRef, useState } from 'react';
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
  const preparing = wantsPdf && pdf.isPending;
  // The button stays while the copy is made (busy, still focusable) and after a failure (to ask
  // again); it goes when the link comes, and a keyboard user still on it lands on the link.
  const download = useRef<HTMLAnchorElement>(null);
  const focusOnPrepare = useRef(false);
  useEffect(() => {
    if (!pdf.url || !focusOnPrepare.current) return;
    focusOnPrepare.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) download.current?.focus();
  }, [pdf.url]);
  const prepare = () => {
    if (preparing) return;
    focusOnPrepare.current = true;
    if (wantsPdf) pdf.retry();
    else setWantsPdf(true);
  };
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
        {!pdf.url ? (
          <Button
            variant="secondary"
            onClick={prepare}
            aria-disabled={preparing || undefined}
            aria-busy={preparing}
          >
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
            <a ref={download} href={pdf.url} target="_blank" rel="noreferrer" download>
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
