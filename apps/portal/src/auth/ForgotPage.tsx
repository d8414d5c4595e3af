import { ForgotPasswordCard } from '@applykit/admissions-form/accounts';
import { useLocation } from 'react-router';
import { api } from '../api/calls';
import { portalPartner } from '../form/partner';
import { useTitlePage } from '../layout/usePageTitle';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { cardLinks } from './cardLinks';

/** Forgot Password: the reply shows in a dismissible toast. */
export default function ForgotPage() {
  const titlePage = useTitlePage();
  const location = useLocation();
  const notify = useNotify();
  const carried = readNavigationState(location.state);

  return (
    <ForgotPasswordCard
      client={api}
      notices={notify}
      renderLink={cardLinks({ answers: carried.answers })}
      onTitle={titlePage}
      logo={portalPartner.theme?.logo}
      arrivalError={carried.errorMessage}
      initialUsername={carried.username ?? ''}
    />
  );
}
