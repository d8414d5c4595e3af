import { TextInput } from '@applykit/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '../api/errors';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { resendAddressError, validateConfirm, type ConfirmField } from './cardValidation';
import { useCardForm } from './useCardForm';

const cardName = 'Confirm Account Card';

/**
 * Confirm Your Account (platform §2): the 6-digit code. The address comes from sign up
 * through navigation state; it stays editable for someone who arrives from the e-mail.
 */
export default function ConfirmPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const carried = readNavigationState(location.state);
  const confirm = useMutation({ mutationFn: api.confirm, throwOnError: false });
  const resend = useMutation({ mutationFn: api.resendConfirm, throwOnError: false });

  const form = useCardForm<ConfirmField>(
    { username: carried.username ?? '', code: '' },
    validateConfirm,
    (values) => {
      const fields = { username: values.username.trim(), code: values.code.trim() };
      confirm.mutate(fields, {
        onSuccess: (reply) =>
          navigate(routePaths.login, {
            state: {
              username: fields.username,
              answers: carried.answers,
              successMessage: reply.message,
            },
          }),
        onError: (error) => notify.error(`${cardName} Error`, errorMessage(error)),
      });
    },
  );

  const resendCode = () => {
    const username = form.values.username.trim();
    const problem = resendAddressError(username);
    if (problem) {
      form.setFieldError('username', problem);
      return;
    }
    resend.mutate(username, {
      onSuccess: (reply) =>
        navigate(routePaths.confirm, {
          replace: true,
          state: { username, answers: carried.answers, successMessage: reply?.message },
        }),
      onError: (error) => notify.error('Resend Confirmation Code Error', errorMessage(error)),
    });
  };

  return (
    <AuthCard
      title="Confirm Your Account"
      onSubmit={form.onSubmit}
      isSubmitting={confirm.isPending}
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
      <TextInput
        label="Email Address"
        type="email"
        autoComplete="username"
        required
        maxLength={254}
        {...form.fieldProps('username')}
      />
      <TextInput
        label="Confirmation Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={6}
        {...form.fieldProps('code')}
      />
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={resendCode}
          disabled={resend.isPending}
        >
          Resend confirmation code?
        </button>
      </div>
    </AuthCard>
  );
}
