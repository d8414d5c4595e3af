import { ResetPasswordCard } from '@applykit/admissions-form/accounts';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/calls';
import { portalPartner } from '../form/partner';
import { useTitlePage } from '../layout/usePageTitle';
import { useNotify } from '../notifications/useNotify';
import { routePaths } from '../routes/paths';
import { cardLinks } from './cardLinks';

/** Reset Password: the link's username and id come from the query. */
export default function ResetPage() {
  const titlePage = useTitlePage();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const username = searchParams.get('username') ?? '';

  return (
    <ResetPasswordCard
      client={api}
      notices={notify}
      renderLink={cardLinks()}
      onTitle={titlePage}
      logo={portalPartner.theme?.logo}
      username={username}
      resetId={searchParams.get('id') ?? ''}
      onReset={({ message }) =>
        navigate(routePaths.login, { state: { username, successMessage: message } })
      }
    />
  );
}
