import { useBusyAction, useMessages } from '@applykit/ui';
import type { ApplyKitClient } from '../applykit-api/client';
import { errorMessage } from '../applykit-api/errors';
import type { AccountNotices } from './useCardForm';
import * as styles from './AccountCard.css';
import { resendAddressError } from './cardValidation';

/** A new code was mailed (or would be: the reply reads the same whether the account exists). */
export interface CodeResent {
  username: string;
  message: string | undefined;
}

export interface ResendCodeButtonProps {
  client: ApplyKitClient;
  notices: AccountNotices;
  /** The card's address field: read for the resend, and where an invalid address is told. */
  form: {
    values: { username: string };
    setFieldError: (name: 'username', message: string) => void;
  };
  onResent: (resent: CodeResent) => void;
}

/** "Resend confirmation code?" of the log-in and confirm cards. */
export function ResendCodeButton({ client, notices, form, onResent }: ResendCodeButtonProps) {
  const { t, locale } = useMessages();
  const sending = useBusyAction();

  const resendCode = () => {
    const username = form.values.username.trim();
    const problem = resendAddressError(username);
    if (problem) {
      form.setFieldError('username', problem);
      return;
    }
    void sending.run(() =>
      client
        .resendConfirm(username, locale)
        .then((reply) => onResent({ username, message: reply?.message }))
        .catch((error: unknown) =>
          notices.error(t('form.account.resendError'), errorMessage(error)),
        ),
    );
  };

  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={resendCode}
      {...sending.busyButtonProps}
    >
      {t('form.account.resendLink')}
    </button>
  );
}
