import { ConfirmCard } from '@applykit/admissions-form/accounts';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { portalPartner } from '../form/partner';
import { useTitlePage } from '../layout/usePageTitle';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { cardLinks } from './cardLinks';

/**
 * Confirm Your Account. The address travels with the applicant in navigation
 * state (from sign up, from log in when the account is not yet confirmed, from a resend);
 * without one there is nothing to confirm, so log in comes first.
 */
export default function ConfirmPage() {
  const titlePage = useTitlePage();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { answers, ...carried } = readNavigationState(location.state);
  const username = carried.username?.trim();
  if (!username) {
    return <Navigate to={routePaths.login} replace state={{ answers }} />;
  }
  return (
    <ConfirmCard
      client={api}
      notices={notify}
      renderLink={cardLinks({ answers })}
      onTitle={titlePage}
      logo={portalPartner.theme?.logo}
      username={username}
      onConfirmed={({ message }) =>
        navigate(routePaths.login, { state: { username, answers, successMessage: message } })
      }
      onCodeResent={({ message }) =>
        navigate(routePaths.confirm, {
          replace: true,
          state: { username, answers, successMessage: message },
        })
      }
    />
  );
}
