import { Loading, useMessages, retryableLazy } from '@applykit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useOutletContext } from 'react-router';
import { AnswersProvider, useApplicationAnswers } from '../answers/AnswersProvider';
import { SaveStatusBanner } from '../answers/SaveStatusBanner';
import { usePortalQueries } from '../api/portalQueries';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { homeRoute } from '../routes/paths';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useSession } from '../session/SessionProvider';
import { AccountMenu } from './AccountMenu';
import * as styles from './layout.css';
import { PartnerLogo } from './PartnerLogo';
import { mainId } from './pageHeading';
import { SkipLink } from './SkipLink';

const ServiceView = retryableLazy(() => import('../service/ServiceView'));
// Its pages are the partner definition's, so it comes with the form's chunk.
const StepNavigation = retryableLazy(() => import('./StepNavigation'));

/**
 * Where a page puts its footer: after `main`, so the footer is the page's contentinfo
 * landmark. Null until the layout has rendered it.
 */
export function useFooterSlot(): HTMLElement | null {
  return useOutletContext<HTMLElement | null>() ?? null;
}

function WhenAnswersReady({ footerSlot }: { footerSlot: HTMLElement | null }) {
  const { isReady } = useApplicationAnswers();
  const { t } = useMessages();
  return isReady ? (
    <Outlet context={footerSlot} />
  ) : (
    <Loading label={t('portal.loading.application')} />
  );
}

/**
 * The form pages' frame: header with the account popover, the step navigation,
 * the page, and the footer. With `?service_token=` it is the print view instead.
 */
export default function FormLayout() {
  // The route's lazy import waited for the cache (routes.tsx).
  return (
    <QueryClientProvider client={usePortalQueries().loaded()}>
      <FormFrame />
    </QueryClientProvider>
  );
}

function FormFrame() {
  const { serviceToken, snapshot } = useSession();
  const { pathname } = useLocation();
  const [footerSlot, setFooterSlot] = useState<HTMLElement | null>(null);
  const { t } = useMessages();
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
        <SkipLink />
        <header className={styles.header}>
          <Link to={homeRoute} className={styles.brand}>
            <PartnerLogo className={styles.logo} />
            {t('portal.brand')}
          </Link>
          <div className={styles.headerTools}>
            <LanguageSwitch />
            <AccountMenu />
          </div>
        </header>
        {snapshot.web_status === 'submitted' ? null : (
          <div className={styles.stepNavigation}>
            <Suspense fallback={null}>
              <StepNavigation />
            </Suspense>
          </div>
        )}
        <main id={mainId} className={styles.main}>
          {snapshot.web_status === 'submitted' ? null : <SaveStatusBanner />}
          <PageErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>
              <WhenAnswersReady footerSlot={footerSlot} />
            </Suspense>
          </PageErrorBoundary>
        </main>
        <div ref={setFooterSlot} className={styles.footerSlot} />
      </div>
    </AnswersProvider>
  );
}
