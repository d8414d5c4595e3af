import { LogInCard } from '@applykit/admissions-form/accounts';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { portalPartner } from '../form/partner';
import { useTitlePage } from '../layout/usePageTitle';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { homeRoute, routePaths } from '../routes/paths';
import { useFinishLogIn } from '../session/useFinishLogIn';
import { cardLinks } from './cardLinks';

/** Log In, the form package's card on the portal's routes. */
export default function LoginPage() {
  const titlePage = useTitlePage();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const carried = readNavigationState(location.state);
  const finishLogIn = useFinishLogIn();
  const { answers } = carried;

  return (
    <LogInCard
      client={api}
      notices={notify}
      renderLink={cardLinks({ answers })}
      onTitle={titlePage}
      logo={portalPartner.theme?.logo}
      arrivalError={carried.errorMessage}
      initialUsername={carried.username ?? ''}
      // Not confirmed yet: the confirm card takes the code, with the address carried along.
      onNotConfirmed={({ username }) =>
        navigate(routePaths.confirm, { state: { username, answers } })
      }
      onCodeResent={({ username, message }) =>
        navigate(routePaths.confirm, { state: { username, answers, successMessage: message } })
      }
      onLoggedIn={async () => {
        await finishLogIn(answers);
        navigate(homeRoute);
      }}
    />
  );
}
