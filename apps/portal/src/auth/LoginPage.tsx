import { LogInCard } from '@applykit/admissions-form/accounts';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { usePortalQueries } from '../api/portalQueries';
import { portalPartner } from '../form/partner';
import { useTitlePage } from '../layout/usePageTitle';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { homeRoute, routePaths } from '../routes/paths';
import { cardLinks } from './cardLinks';

/** Log In, the form package's card on the portal's routes. */
export default function LoginPage() {
  const titlePage = useTitlePage();
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const carried = readNavigationState(location.state);
  const queries = usePortalQueries();
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
      // What follows a log in (and the visitor's saved answers) loads once the server has
      // accepted it, beside the query cache: the log-in screen comes without it.
      onLoggedIn={async () => {
        const [{ finishLogIn }] = await Promise.all([
          import('../session/finishLogIn'),
          queries.load(),
        ]);
        await finishLogIn(queries, answers);
        navigate(homeRoute);
      }}
    />
  );
}
