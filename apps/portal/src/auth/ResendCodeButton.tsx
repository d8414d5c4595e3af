import { useMessages } from '@applykit/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/calls';
import { errorMessage } from '@applykit/admissions-form/applykit-api';
import type { Answers } from '../api/types';
import { useNotify } from '../notifications/useNotify';
import { routePaths } from '../routes/paths';
import * as styles from './AuthCard.css';
import { resendAddressError } from './cardValidation';

export interface ResendCodeButtonProps {
  /** The card's address field: read for the resend, and where an invalid address is told. */
  form: {
    values: { username: string };
    setFieldError: (name: 'username', message: string) => void;
  };
  /** Answers typed before the account existed, carried on to /confirm. */
  answers: Answers | undefined;
  /** Replace the history entry, when the card is already /confirm. */
  replace?: boolean;
}

/** "Resend confirmation code?" of the log-in and confirm cards (platform §2). */
export function ResendCodeButton({ form, answers, replace }: ResendCodeButtonProps) {
  const { t } = useMessages();
  const navigate = useNavigate();
  const notify = useNotify();
  const resend = useMutation({ mutationFn: api.resendConfirm, throwOnError: false });

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
          replace,
          state: { username, answers, successMessage: reply?.message },
        }),
      onError: (error) => notify.error('Resend Confirmation Code Error', errorMessage(error)),
    });
  };

  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={resendCode}
      disabled={resend.isPending}
    >
      {t('portal.card.resendLink')}
    </button>
  );
}
