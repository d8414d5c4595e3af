import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { CardField } from './CardField';
import { validateConfirm, type ConfirmField } from './cardValidation';
import { ResendCodeButton } from './ResendCodeButton';
import { useCardForm } from './useCardForm';

/**
 * Confirm Your Account (platform §2): the 6-digit code. The address comes from sign up
 * through navigation state; it stays editable for someone who arrives from the e-mail.
 */
export default function ConfirmPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const carried = readNavigationState(location.state);

  const form = useCardForm<ConfirmField>({
    cardName: 'Confirm Account Card',
    initialValues: { username: carried.username ?? '', code: '' },
    validate: validateConfirm,
    submit: async (values) => {
      const fields = { username: values.username.trim(), code: values.code.trim() };
      const reply = await api.confirm(fields);
      navigate(routePaths.login, {
        state: {
          username: fields.username,
          answers: carried.answers,
          successMessage: reply.message,
        },
      });
    },
  });

  return (
    <AuthCard
      title="Confirm Your Account"
      form={form}
      footer={
        <>
          Already confirmed your account?{' '}
          <Link
            to={routePaths.login}
            state={{ username: form.values.username, answers: carried.answers }}
          >
            Log In
          </Link>
        </>
      }
    >
      <CardField form={form} name="username" kind="email" />
      <CardField form={form} name="code" kind="code" />
      <div className={styles.links}>
        <ResendCodeButton form={form} answers={carried.answers} replace />
      </div>
    </AuthCard>
  );
}
