import { Loading } from '@applykit/ui';
import { Suspense, lazy } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { AnswersProvider, useApplicationAnswers } from '../answers/AnswersProvider';
import { SaveStatusBanner } from '../answers/SaveStatusBanner';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { defaultRoute } from '../routes/paths';
import { useSession } from '../session/SessionProvider';
import { AccountMenu } from './AccountMenu';
import * as styles from './layout.css';
import { StepNavigation } from './StepNavigation';

const ServiceView = lazy(() => import('../service/ServiceView'));

function WhenAnswersReady() {
  const { isReady } = useApplicationAnswers();
  return isReady ? <Outlet /> : <Loading label="Loading your application" />;
}

/**
 * The form pages' frame (platform §2): header with the account popover, the step navigation,
 * the page, and the footer. With `?service_token=` it is the print view instead.
 */
export function FormLayout() {
  const { serviceToken, snapshot } = useSession();
  const { pathname } = useLocation();
  if (serviceToken) {
    return (
      <Suspense fallback={<Loading />}>
        <ServiceView serviceToken={serviceToken} />
      </Suspense>
    );
  }
  return (
    <AnswersProvider>
      <div className={styles.page}>
        <header className={styles.header}>
          <Link to={defaultRoute} className={styles.brand}>
            Transfer Application
          </Link>
          <AccountMenu />
        </header>
        {snapshot.web_status === 'submitted' ? null : <StepNavigation />}
        <main id="main" className={styles.main}>
          {snapshot.web_status === 'submitted' ? null : <SaveStatusBanner />}
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>
              <WhenAnswersReady />
            </Suspense>
          </PageErrorBoundary>
        </main>
      </div>
    </AnswersProvider>
  );
}
