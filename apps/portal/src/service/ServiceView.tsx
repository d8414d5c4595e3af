import { PrintApplication } from '@applykit/admissions-form';
import { Loading, useMessages } from '@applykit/ui';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api/calls';
import { errorMessage } from '@applykit/admissions-form/applykit-api';
import { queryKeys } from '../api/queryClient';
import { ErrorScreen } from '../errors/ErrorScreen';
import { portalForm } from '../form/partnerForm';
import * as styles from './ServiceView.css';

/**
 * The service (print) view of `?service_token=`: every page of one applicant's
 * answers as read-only text, with no header, navigation, buttons or footer.
 */
export default function ServiceView({ serviceToken }: { serviceToken: string }) {
  const { t } = useMessages();
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
        title={t('portal.brand')}
      />
    </main>
  );
}
