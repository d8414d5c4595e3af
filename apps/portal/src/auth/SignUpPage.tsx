import { SignUpCard } from '@applykit/admissions-form/accounts';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { portalPartner } from '../form/partner';
import { useTitlePage } from '../layout/usePageTitle';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { cardLinks } from './cardLinks';

/** Sign Up: goes on to /confirm with the address and the answers typed so far. */
export default function SignUpPage() {
  const titlePage = useTitlePage();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { answers, username: typed } = readNavigationState(location.state);

  return (
    <SignUpCard
      client={api}
      notices={notify}
      renderLink={cardLinks({ answers })}
      onTitle={titlePage}
      logo={portalPartner.theme?.logo}
      initialUsername={typed ?? ''}
      onSignedUp={({ username, message }) =>
        navigate(routePaths.confirm, { state: { username, answers, successMessage: message } })
      }
    />
  );
}
