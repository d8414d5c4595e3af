import { PrintApplication } from '@applykit/admissions-form/print';
import { Loading, useMessages } from '@applykit/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/calls';
import { errorMessage } from '@applykit/admissions-form/applykit-api';
import { printHeading } from '@applykit/admissions-form/validate';
import { useLayoutEffect } from 'react';
import { queryKeys } from '../api/queryClient';
import { ErrorScreen } from '../errors/ErrorScreen';
import { portalForm } from '../form/partnerForm';
import * as styles from './ServiceView.css';

/**
 * The service (print) view of `?service_token=`: every page of one applicant's
 * answers as read-only text, with no header, navigation, buttons or footer.
 */
export default function ServiceView({ serviceToken }: { serviceToken: string }) {
  const { t, locale } = useMessages();
  // The application's own title, as its PDF is titled: the partner's name, in the language
  // read, never the product's.
  const title = printHeading({
    institution: portalForm.partner.institutionName,
    applicant: '',
    printedAt: new Date(0),
    locale,
  }).title;
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  const view = useQuery({
    queryKey: queryKeys.serviceView(serviceToken),
    queryFn: () => api.serviceView(serviceToken),
    throwOnError: false,
  });
  if (view.isPending) return <Loading label={t('portal.loading.view')} />;
  if (view.isError) {
    return (
      <main id="main" className={styles.page}>
        <ErrorScreen />
        <p role="alert" className={styles.reason}>
          {errorMessage(view.error)}
        </p>
      </main>
    );
  }
  const { answer, document_answer, tabs, add_another } = view.data;
  return (
    <main id="main" className={styles.page}>
      <PrintApplication
        answers={answer}
        documents={document_answer}
        tabs={tabs}
        addAnother={add_another}
        definition={portalForm.definition}
        partner={portalForm.partner}
        title={title}
      />
    </main>
  );
}
