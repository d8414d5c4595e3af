import { PasswordInput, TextInput } from '@applykit/ui';
import { useMutation } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '../api/errors';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { defaultRoute, routePaths } from '../routes/paths';
import { useFinishLogIn } from '../session/useFinishLogIn';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { resendAddressError, validateLogin, type LoginField } from './cardValidation';
import { useArrivalError } from './useArrivalMessage';
import { useCardForm } from './useCardForm';

const cardName = 'Login Card';

/** Log In (platform §2): e-mail and password, resend-code and forgot-password links. */
export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const carried = readNavigationState(location.state);
  const finishLogIn = useFinishLogIn();
  useArrivalError(cardName);

  const logIn = useMutation({ mutationFn: api.logIn, throwOnError: false });
  const resend = useMutation({ mutationFn: api.resendConfirm, throwOnError: false });

  const form = useCardForm<LoginField>(
    { username: carried.username ?? '', password: '' },
    validateLogin,
    async (values) => {
      try {
        await logIn.mutateAsync({ ...values, username: values.username.trim() });
        await finishLogIn(carried.answers);
      } catch (error) {
        notify.error(`${cardName} Error`, errorMessage(error));
        return;
      }
      navigate(defaultRoute);
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
          state: { username, answers: carried.answers, successMessage: reply?.message },
        }),
      onError: (error) => notify.error('Resend Confirmation Code Error', errorMessage(error)),
    });
  };

  return (
    <AuthCard
      title="Log In"
      onSubmit={form.onSubmit}
      isSubmitting={logIn.isPending}
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={routePaths.signup} state={{ answers: carried.answers }}>
            Sign Up
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
      <PasswordInput label="Password" required maxLength={256} {...form.fieldProps('password')} />
      <div className={styles.links}>
        <button
          type="button"
          className={styles.linkButton}
          onClick={resendCode}
          disabled={resend.isPending}
        >
          Resend confirmation code?
        </button>
        <Link to={routePaths.forgot} state={{ answers: carried.answers }}>
          Forgot password?
        </Link>
      </div>
    </AuthCard>
  );
}
