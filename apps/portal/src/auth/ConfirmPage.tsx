import { useMessages } from '@applykit/ui';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { api } from '../api/calls';
import { useNotify } from '../notifications/useNotify';
import { readNavigationState } from '../routes/navigationState';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { CardField } from './CardField';
import { validateConfirm, type ConfirmField } from './cardValidation';
import { ResendCodeButton } from './ResendCodeButton';
import { useCardForm } from './useCardForm';

const resendError = 'Resend Confirmation Code Error';

/**
 * Confirm Your Account (platform §2): one field, the 6-digit code. The address travels with
 * the applicant in navigation state (from sign up, from log in when the account is not yet
 * confirmed, from a resend); without one there is nothing to confirm, so log in comes first.
 */
export default function ConfirmPage() {
  const location = useLocation();
  const carried = readNavigationState(location.state);
  const username = carried.username?.trim();
  if (!username) {
    return <Navigate to={routePaths.login} replace state={{ answers: carried.answers }} />;
  }
  return <ConfirmCard username={username} answers={carried.answers} />;
}

function ConfirmCard({
  username,
  answers,
}: {
  username: string;
  answers: ReturnType<typeof readNavigationState>['answers'];
}) {
  const { t } = useMessages();
  const navigate = useNavigate();
  const notify = useNotify();
  const form = useCardForm<ConfirmField>({
    cardName: 'Confirm Account Card',
    initialValues: { code: '' },
    validate: validateConfirm,
    submit: async (values) => {
      const reply = await api.confirm({ username, code: values.code.trim() });
      navigate(routePaths.login, {
        state: { username, answers, successMessage: reply.message },
      });
    },
  });
  // The resend reads the carried address; a problem with it is told in the resend's toast.
  const address = {
    values: { username },
    setFieldError: (_name: 'username', message: string) => notify.error(resendError, message),
  };

  return (
    <AuthCard
      title={t('portal.card.confirm')}
      form={form}
      footer={
        <>
          {t('portal.card.alreadyConfirmed')}{' '}
          <Link to={routePaths.login} state={{ username, answers }}>
            {t('portal.card.logIn')}
          </Link>
        </>
      }
    >
      <p className={styles.intro}>Enter the 6-digit code we sent to {username}.</p>
      <CardField form={form} name="code" kind="code" />
      <div className={styles.links}>
        <ResendCodeButton form={address} answers={answers} replace />
      </div>
    </AuthCard>
  );
}
