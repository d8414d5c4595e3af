import { PasswordChecklist, PasswordInput } from '@applykit/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '../api/errors';
import { useNotify } from '../notifications/useNotify';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { validateReset, type ResetField } from './cardValidation';
import { useCardForm } from './useCardForm';

const cardName = 'Reset Password Card';
const checklistId = 'reset-password-requirements';

/** Reset Password (platform §2): the link's username and id from the query, a new password twice. */
export default function ResetPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const reset = useMutation({ mutationFn: api.resetPassword, throwOnError: false });
  const username = searchParams.get('username') ?? '';

  const form = useCardForm<ResetField>(
    { username, id: searchParams.get('id') ?? '', password: '', confirm_password: '' },
    validateReset,
    (values) =>
      reset.mutate(values, {
        onSuccess: (reply) =>
          navigate(routePaths.login, { state: { username, successMessage: reply.message } }),
        onError: (error) => notify.error(`${cardName} Error`, errorMessage(error)),
      }),
  );
  const linkErrors = form.errorsOf('id');

  return (
    <AuthCard
      title="Reset Password"
      onSubmit={form.onSubmit}
      isSubmitting={reset.isPending}
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
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        required
        maxLength={256}
        describedBy={checklistId}
        {...form.fieldProps('password')}
      />
      <PasswordInput
        label="Confirm Password"
        autoComplete="new-password"
        required
        maxLength={256}
        describedBy={checklistId}
        {...form.fieldProps('confirm_password')}
      />
      <PasswordChecklist
        id={checklistId}
        password={form.values.password}
        confirmation={form.values.confirm_password}
      />
    </AuthCard>
  );
}
