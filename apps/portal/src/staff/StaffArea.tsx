import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useRoutes } from 'react-router';
import { Button, MessagesProvider, useMessages } from '@applykit/ui';
import { staffPaths, type StaffMeReply } from '@applykit/api-contract';
import { ApplicationPage } from './ApplicationPage';
import { catalogues as staffCatalogues } from './catalogues.generated';
import { AuditLogPage } from './AuditLogPage';
import { DeliveriesPage } from './DeliveriesPage';
import { InstitutionReturnPage } from './InstitutionReturnPage';
import { InvitationPage } from './InvitationPage';
import { QueuePage } from './QueuePage';
import { SignIn } from './SignIn';
import * as css from './StaffArea.css';
import { StaffCallRefused, staffFetch, staffJson } from './staffCalls';
import { TeamPage } from './TeamPage';

/** The signed-in member of staff, or null without a staff session. */
async function whoIsSignedIn(): Promise<StaffMeReply | null> {
  try {
    return await staffJson<StaffMeReply>(staffPaths.me);
  } catch (refused) {
    if (refused instanceof StaffCallRefused && refused.status === 401) return null;
    throw refused;
  }
}

/**
 * The admissions office's staff area under /staff: its own sign-in, session and data cache,
 * loaded only when a member of staff opens it (none of it is in the applicant's pages).
 */
export default function StaffArea() {
  // Apart from the applicant's cache: nothing of one session is ever shown to the other.
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {/* The staff area's words come with its chunk: none of them is in the applicant's pages. */}
      <MessagesProvider catalogues={staffCatalogues}>
        <StaffShell />
      </MessagesProvider>
    </QueryClientProvider>
  );
}

function StaffShell() {
  const queryClient = useQueryClient();
  const { t } = useMessages();
  const who = useQuery({ queryKey: ['staff', 'me'], queryFn: whoIsSignedIn });
  const signedIn = who.data ?? null;

  async function signOut() {
    await staffFetch(staffPaths.signOut, { method: 'POST' });
    queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== 'me' });
    await who.refetch();
  }

  /**
   * Who is signed in, read again after a sign-in. A read sent before the sign-in's cookie was set
   * may still be on its way; refetching would hand back its stale "nobody" rather than ask again.
   */
  const { refetch: readWho } = who;
  const readWhoAfterSignIn = useCallback(async () => {
    await queryClient.cancelQueries({ queryKey: ['staff', 'me'] });
    return readWho();
  }, [queryClient, readWho]);

  const routes = useRoutes([
    { path: 'invitation', element: <InvitationPage /> },
    { path: 'oidc/callback', element: <InstitutionReturnPage onSignedIn={readWhoAfterSignIn} /> },
    {
      path: '*',
      element: signedIn ? (
        <StaffPages admin={signedIn.role === 'admin'} />
      ) : who.data === null ? (
        <SignIn onSignedIn={() => void readWhoAfterSignIn()} />
      ) : (
        <p role="status">{t('portal.staff.loading')}</p>
      ),
    },
  ]);

  return (
    <div className={css.page}>
      <header className={css.header}>
        <h1>{t('portal.staff.area')}</h1>
        {signedIn && (
          <nav aria-label={t('portal.staff.nav')} className={css.nav}>
            <Link to="/staff">{t('portal.staff.nav.applications')}</Link>
            {signedIn.role === 'admin' && (
              <Link to="/staff/team">{t('portal.staff.nav.team')}</Link>
            )}
            {signedIn.role === 'admin' && (
              <Link to="/staff/audit">{t('portal.staff.nav.audit')}</Link>
            )}
            {signedIn.role === 'admin' && (
              <Link to="/staff/deliveries">{t('portal.staff.nav.deliveries')}</Link>
            )}
            <span>
              {t('portal.staff.signedInAs', { email: signedIn.email, role: signedIn.role })}
            </span>
            <Button variant="secondary" onClick={() => void signOut()}>
              {t('portal.staff.signOut')}
            </Button>
          </nav>
        )}
      </header>
      <main>{routes}</main>
    </div>
  );
}

function StaffPages({ admin }: { admin: boolean }) {
  return useRoutes([
    { index: true, element: <QueuePage /> },
    { path: 'applications/:applicantId', element: <ApplicationPage /> },
    ...(admin
      ? [
          { path: 'team', element: <TeamPage /> },
          { path: 'audit', element: <AuditLogPage /> },
          { path: 'deliveries', element: <DeliveriesPage /> },
        ]
      : []),
    { path: '*', element: <QueuePage /> },
  ]);
}
