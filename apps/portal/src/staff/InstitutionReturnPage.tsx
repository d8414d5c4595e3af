import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMessages } from '@applykit/ui';
import { staffPaths, type MessageReply } from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { staffJson } from './staffCalls';
import { useHeadingFocus } from './useHeadingFocus';

/**
 * Where the institution's identity provider sends the browser back: the server checks the
 * answer against the sign-in this browser started, then the queue opens.
 */
export function InstitutionReturnPage({ onSignedIn }: { onSignedIn: () => Promise<unknown> }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { t } = useMessages();
  // A query, not an effect's call: the answer is accepted once, and React may mount twice.
  const check = useQuery({
    queryKey: ['staff', 'identity-provider-return', search],
    queryFn: () =>
      staffJson<MessageReply>(staffPaths.identityProviderCallback, {
        method: 'POST',
        body: { query: search },
      }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const heading = useHeadingFocus(check.status);

  useEffect(() => {
    if (!check.isSuccess) return;
    void onSignedIn().then(() => navigate('/staff', { replace: true }));
  }, [check.isSuccess, navigate, onSignedIn]);

  return (
    <section aria-labelledby="staff-step">
      <h2 id="staff-step" ref={heading} tabIndex={-1}>
        {t('portal.staff.institution.heading')}
      </h2>
      {check.isError ? (
        <>
          <p role="alert" className={css.error}>
            {check.error.message}
          </p>
          <Link to="/staff">{t('portal.staff.institution.again')}</Link>
        </>
      ) : (
        <p role="status">{t('portal.staff.institution.checking')}</p>
      )}
    </section>
  );
}
