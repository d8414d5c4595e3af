import { Suspense } from 'react';
import { Loading } from '@applykit/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { defaultRoute } from '../routes/paths';
import * as styles from './layout.css';

/** The account screens' frame: the product name back to the form, and the card. */
export function AuthLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to={defaultRoute} className={styles.brand}>
          Transfer Application
        </Link>
      </header>
      <main id="main" className={styles.main}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
