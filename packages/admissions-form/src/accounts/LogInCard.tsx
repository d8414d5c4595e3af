import { useMessages } from '@applykit/ui';
import { ServerError } from '../applykit-api/errors';
import {
  AccountCardFrame,
  withAccountMessages,
  type AccountCardProps,
  typedOn,
} from './AccountCard';
import * as styles from './AccountCard.css';
import { CardField } from './CardField';
import { validateLogin, type LoginField } from './cardValidation';
import { ResendCodeButton, type CodeResent } from './ResendCodeButton';
import { useCardForm } from './useCardForm';

export interface LogInCardProps extends AccountCardProps {
  /** The address to start with (carried from another card). */
  initialUsername?: string;
  /** The session has begun (its cookies are set): load the profile and go on. */
  onLoggedIn(login: { username: string }): Promise<void> | void;
  /** The account is not confirmed yet: go to the confirm card with `username`. */
  onNotConfirmed(login: { username: string }): void;
  /** A new code was asked for: go to the confirm card with `username`. */
  onCodeResent(resent: CodeResent): void;
}

/** Log In: e-mail and password, with the resend-code and forgot-password links. */
export const LogInCard = withAccountMessages(function LogInCard({
  client,
  notices,
  renderLink,
  onTitle,
  logo,
  initialUsername = '',
  onLoggedIn,
  onNotConfirmed,
  onCodeResent,
  arrivalError,
}: LogInCardProps) {
  const { t, locale } = useMessages();
  const form = useCardForm<LoginField>({
    errorLabel: t('form.account.loginError'),
    arrivalError,
    notices,
    initialValues: { username: initialUsername, password: '' },
    validate: validateLogin,
    submit: async (values) => {
      const username = values.username.trim();
      try {
        await client.logIn({ ...values, username }, locale);
      } catch (error) {
        if (error instanceof ServerError && error.reason === 'notConfirmed') {
          onNotConfirmed({ username });
          return;
        }
        throw error;
      }
      await onLoggedIn({ username });
    },
  });
  return (
    <AccountCardFrame
      title={t('form.account.logIn')}
      form={form}
      onTitle={onTitle}
      logo={logo}
      footer={
        <>
          {t('form.account.noAccount')}{' '}
          {renderLink('signup', t('form.account.signUp'), typedOn(form))}
        </>
      }
    >
      <CardField form={form} name="username" kind="email" />
      <CardField form={form} name="password" kind="password" />
      <div className={styles.links}>
        <ResendCodeButton client={client} notices={notices} form={form} onResent={onCodeResent} />
        {renderLink('forgot', t('form.account.forgotLink'), typedOn(form))}
      </div>
    </AccountCardFrame>
  );
});
