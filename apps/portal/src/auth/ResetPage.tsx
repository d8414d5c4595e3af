import { PasswordChecklist } from '@applykit/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/calls';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { CardField } from './CardField';
import { validateReset, type ResetField } from './cardValidation';
import { useCardForm } from './useCardForm';

const checklistId = 'reset-password-requirements';

/** Reset Password (platform §2): the link's username and id from the query, a new password twice. */
export default function ResetPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const username = searchParams.get('username') ?? '';

  const form = useCardForm<ResetField>({
    cardName: 'Reset Password Card',
    initialValues: {
      username,
      id: searchParams.get('id') ?? '',
      password: '',
      confirm_password: '',
    },
    validate: validateReset,
    submit: async (values) => {
      const reply = await api.resetPassword(values);
      navigate(routePaths.login, { state: { username, successMessage: reply.message } });
    },
  });
  const linkErrors = form.errorsOf('id');

  return (
    <AuthCard
      title="Reset Password"
      form={form}
      footer={
        <>
          Remembered your password? <Link to={routePaths.login}>Log In</Link>
        </>
      }
    >
      {linkErrors ? (
        <p role="alert" className={styles.notice}>
          {linkErrors.join(' ')} <Link to={routePaths.forgot}>Forgot password?</Link>
        </p>
      ) : null}
      <CardField
        form={form}
        name="password"
        kind="new-password"
        label="New Password"
        describedBy={checklistId}
      />
      <CardField
        form={form}
        name="confirm_password"
        kind="new-password"
        label="Confirm Password"
        describedBy={checklistId}
      />
      <PasswordChecklist
        id={checklistId}
        password={form.values.password}
        confirmation={form.values.confirm_password}
      />
    </AuthCard>
  );
}
