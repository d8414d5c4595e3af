import { useMessages } from '@applykit/ui';
import { Link, useLocation } from 'react-router';
import { api } from '../api/calls';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import { CardField } from './CardField';
import { validateForgot, type ForgotField } from './cardValidation';
import { useArrivalError } from './useArrivalMessage';
import { useCardForm } from './useCardForm';

const cardName = 'Forgot Password Card';

/** Forgot Password (platform §2): asks for the reset link; the reply shows in a dismissible toast. */
export default function ForgotPage() {
  const { t } = useMessages();
  const location = useLocation();
  const notify = useNotify();
  const carried = readNavigationState(location.state);
  useArrivalError(cardName);

  const form = useCardForm<ForgotField>({
    cardName,
    initialValues: { username: carried.username ?? '' },
    validate: validateForgot,
    submit: async (values) => {
      const reply = await api.forgotPassword({ username: values.username.trim() });
      notify.success(reply.message);
    },
  });

  return (
    <AuthCard
      title={t('portal.card.forgot')}
      form={form}
      footer={
        <>
          {t('portal.card.rememberedPassword')}{' '}
          <Link to={routePaths.login} state={{ answers: carried.answers }}>
            {t('portal.card.logIn')}
          </Link>
        </>
      }
    >
      <CardField form={form} name="username" kind="email" />
    </AuthCard>
  );
}
