import { useMessages } from '@applykit/ui';
import { serverMessages } from '@applykit/api-contract';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { ServerError } from '@applykit/admissions-form/applykit-api';
import { readNavigationState } from '../routes/navigationState';
import { defaultRoute, routePaths } from '../routes/paths';
import { useFinishLogIn } from '../session/useFinishLogIn';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { CardField } from './CardField';
import { validateLogin, type LoginField } from './cardValidation';
import { ResendCodeButton } from './ResendCodeButton';
import { useArrivalError } from './useArrivalMessage';
import { useCardForm } from './useCardForm';

const cardName = 'Login Card';

/** Log In (platform §2): e-mail and password, resend-code and forgot-password links. */
export default function LoginPage() {
  const { t } = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const carried = readNavigationState(location.state);
  const finishLogIn = useFinishLogIn();
  useArrivalError(cardName);

  const form = useCardForm<LoginField>({
    cardName,
    initialValues: { username: carried.username ?? '', password: '' },
    validate: validateLogin,
    submit: async (values) => {
      const username = values.username.trim();
      try {
        await api.logIn({ ...values, username });
      } catch (error) {
        // Not confirmed yet: the confirm card takes the code, with the address carried along.
        if (error instanceof ServerError && error.message === serverMessages.notConfirmed) {
          navigate(routePaths.confirm, { state: { username, answers: carried.answers } });
          return;
        }
        throw error;
      }
      await finishLogIn(carried.answers);
      navigate(defaultRoute);
    },
  });

  return (
    <AuthCard
      title={t('portal.card.logIn')}
      form={form}
      footer={
        <>
          {t('portal.card.noAccount')}{' '}
          <Link to={routePaths.signup} state={{ answers: carried.answers }}>
            {t('portal.card.signUp')}
          </Link>
        </>
      }
    >
      <CardField form={form} name="username" kind="email" />
      <CardField form={form} name="password" kind="password" />
      <div className={styles.links}>
        <ResendCodeButton form={form} answers={carried.answers} />
        <Link to={routePaths.forgot} state={{ answers: carried.answers }}>
          {t('portal.card.forgotLink')}
        </Link>
      </div>
    </AuthCard>
  );
}
