import { useMessages } from '@applykit/ui';
import {
  AccountCardFrame,
  withAccountMessages,
  type AccountCardProps,
  type AccountOutcome,
} from './AccountCard';
import * as styles from './AccountCard.css';
import { CardField } from './CardField';
import { validateConfirm, type ConfirmField } from './cardValidation';
import { ResendCodeButton, type CodeResent } from './ResendCodeButton';
import { useCardForm } from './useCardForm';

export interface ConfirmCardProps extends AccountCardProps {
  /** The address being confirmed: carried from sign up, log in or a resend. */
  username: string;
  /** Confirmed: go on to log in. */
  onConfirmed(outcome: AccountOutcome): void;
  /** A new code was asked for: show `message` (the card stays). */
  onCodeResent(resent: CodeResent): void;
}

/** Confirm Your Account: one field, the 6-digit code sent to `username`. */
export const ConfirmCard = withAccountMessages(function ConfirmCard({
  client,
  notices,
  renderLink,
  onTitle,
  logo,
  username,
  onConfirmed,
  onCodeResent,
}: ConfirmCardProps) {
  const { t, translateText, locale } = useMessages();
  const form = useCardForm<ConfirmField>({
    errorLabel: t('form.account.confirmError'),
    notices,
    initialValues: { code: '' },
    validate: validateConfirm,
    submit: async (values) => {
      const reply = await client.confirm({ username, code: values.code.trim() }, locale);
      onConfirmed({ username, message: reply.message });
    },
  });
  // The resend reads the carried address; a problem with it is told in the resend's toast.
  const address = {
    values: { username },
    setFieldError: (_name: 'username', message: string) =>
      notices.error(t('form.account.resendError'), translateText(message)),
  };
  return (
    <AccountCardFrame
      title={t('form.account.confirm')}
      form={form}
      onTitle={onTitle}
      logo={logo}
      footer={
        <>
          {t('form.account.alreadyConfirmed')}{' '}
          {renderLink('login', t('form.account.logIn'), { username })}
        </>
      }
    >
      <p className={styles.intro}>{t('form.account.confirmIntro', { username })}</p>
      <CardField form={form} name="code" kind="code" />
      <div className={styles.links}>
        <ResendCodeButton
          client={client}
          notices={notices}
          form={address}
          onResent={onCodeResent}
        />
      </div>
    </AccountCardFrame>
  );
});
