import { Suspense } from 'react';
import { Loading, useMessages } from '@applykit/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { homeRoute } from '../routes/paths';
import * as styles from './layout.css';
import { PartnerLogo } from './PartnerLogo';
import { mainId } from './pageHeading';
import { SkipLink } from './SkipLink';

/** The account screens' frame: the product name back to the form, and the card. */
export function AuthLayout() {
  const { pathname } = useLocation();
  const { t } = useMessages();
  return (
    <div className={styles.page}>
      <SkipLink />
      <header className={styles.header}>
        <Link to={homeRoute} className={styles.brand}>
          <PartnerLogo className={styles.logo} />
          {t('portal.brand')}
        </Link>
        <LanguageSwitch />
      </header>
      <main id={mainId} className={styles.main}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
