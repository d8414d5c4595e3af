import { PasswordChecklist, useMessages } from '@applykit/ui';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import { CardField } from './CardField';
import { validateSignUp, type SignUpField } from './cardValidation';
import { useCardForm } from './useCardForm';

const checklistId = 'signup-password-requirements';

/** Sign Up (platform §2): e-mail and a new password with its live checklist; goes on to /confirm. */
export default function SignUpPage() {
  const { t } = useMessages();
  const location = useLocation();
  const navigate = useNavigate();
  const carried = readNavigationState(location.state);

  const form = useCardForm<SignUpField>({
    cardName: 'Sign Up Card',
    initialValues: { username: '', password: '' },
    validate: validateSignUp,
    submit: async (values) => {
      const username = values.username.trim();
      const reply = await api.signUp({ ...values, username });
      navigate(routePaths.confirm, {
        state: { username, answers: carried.answers, successMessage: reply.message },
      });
    },
  });

  return (
    <AuthCard
      title={t('portal.card.signUp')}
      form={form}
      footer={
        <>
          {t('portal.card.haveAccount')}{' '}
          <Link to={routePaths.login} state={{ answers: carried.answers }}>
            {t('portal.card.logIn')}
          </Link>
        </>
      }
    >
      <CardField form={form} name="username" kind="email" />
      <CardField form={form} name="password" kind="new-password" describedBy={checklistId} />
      <PasswordChecklist id={checklistId} password={form.values.password} />
    </AuthCard>
  );
}
