import { PasswordChecklist, PasswordInput, TextInput } from '@applykit/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '../api/errors';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import { validateSignUp, type SignUpField } from './cardValidation';
import { useCardForm } from './useCardForm';

const cardName = 'Sign Up Card';
const checklistId = 'signup-password-requirements';

/** Sign Up (platform §2): e-mail and a new password with its live checklist; goes on to /confirm. */
export default function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const carried = readNavigationState(location.state);
  const signUp = useMutation({ mutationFn: api.signUp, throwOnError: false });

  const form = useCardForm<SignUpField>(
    { username: '', password: '' },
    validateSignUp,
    (values) => {
      const username = values.username.trim();
      signUp.mutate(
        { ...values, username },
        {
          onSuccess: (reply) =>
            navigate(routePaths.confirm, {
              state: { username, answers: carried.answers, successMessage: reply.message },
            }),
          onError: (error) => notify.error(`${cardName} Error`, errorMessage(error)),
        },
      );
    },
  );

  return (
    <AuthCard
      title="Sign Up"
      onSubmit={form.onSubmit}
      isSubmitting={signUp.isPending}
      footer={
        <>
          Already have an account?{' '}
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
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        required
        maxLength={256}
        describedBy={checklistId}
        {...form.fieldProps('password')}
      />
      <PasswordChecklist id={checklistId} password={form.values.password} />
    </AuthCard>
  );
}
