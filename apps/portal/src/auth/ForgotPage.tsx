import { TextInput } from '@applykit/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '../api/errors';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import { validateForgot, type ForgotField } from './cardValidation';
import { useArrivalError } from './useArrivalMessage';
import { useCardForm } from './useCardForm';

const cardName = 'Forgot Password Card';

/** Forgot Password (platform §2): asks for the reset link; the reply shows in a dismissible toast. */
export default function ForgotPage() {
  const location = useLocation();
  const notify = useNotify();
  const carried = readNavigationState(location.state);
  useArrivalError(cardName);
  const forgot = useMutation({ mutationFn: api.forgotPassword, throwOnError: false });

  const form = useCardForm<ForgotField>(
    { username: carried.username ?? '' },
    validateForgot,
    (values) => {
      forgot.mutate(
        { username: values.username.trim() },
        {
          onSuccess: (reply) => notify.success(reply.message),
          onError: (error) => notify.error(`${cardName} Error`, errorMessage(error)),
        },
      );
    },
  );

  return (
    <AuthCard
      title="Forgot Password"
      onSubmit={form.onSubmit}
      isSubmitting={forgot.isPending}
      footer={
        <>
          Remembered your password?{' '}
          <Link to={routePaths.login} state={{ answers: carried.answers }}>
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
    </AuthCard>
  );
}
