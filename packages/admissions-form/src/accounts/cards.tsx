import { PasswordChecklist, useMessages } from '@applykit/ui';
import { ServerError } from '../applykit-api/errors';
import {
  AccountCardFrame,
  withAccountMessages,
  type AccountCardProps,
  type TypedOnCard,
} from './AccountCard';
import * as styles from './AccountCard.css';
import { CardField } from './CardField';
import {
  validateConfirm,
  validateForgot,
  validateLogin,
  validateReset,
  validateSignUp,
  type ConfirmField,
  type ForgotField,
  type LoginField,
  type ResetField,
  type SignUpField,
} from './cardValidation';
import { ResendCodeButton, type CodeResent } from './ResendCodeButton';
import { useCardForm } from './useCardForm';

/** The address typed on a card so far, for the card its link goes to. */
function typedOn(form: { values: { username: string } }): TypedOnCard {
  return { username: form.values.username.trim() };
}

/** What a card reports when the server accepted it: the address and the server's words. */
export interface AccountOutcome {
  username: string;
  message: string;
}

export interface SignUpCardProps extends AccountCardProps {
  initialUsername?: string;
  /** The account exists, unconfirmed: go on to the confirm card with `username`. */
  onSignedUp(outcome: AccountOutcome): void;
}

/** Sign Up: e-mail and a new password with its live checklist. */
export const SignUpCard = withAccountMessages(function SignUpCard({
  client,
  notices,
  renderLink,
  onTitle,
  logo,
  onSignedUp,
  initialUsername = '',
}: SignUpCardProps) {
  const { t, locale } = useMessages();
  const checklistId = 'signup-password-requirements';
  const form = useCardForm<SignUpField>({
    errorLabel: t('form.account.signUpError'),
    notices,
    initialValues: { username: initialUsername, password: '' },
    validate: validateSignUp,
    submit: async (values) => {
      const username = values.username.trim();
      const reply = await client.signUp({ ...values, username }, locale);
      onSignedUp({ username, message: reply.message });
    },
  });
  return (
    <AccountCardFrame
      title={t('form.account.signUp')}
      form={form}
      onTitle={onTitle}
      logo={logo}
      footer={
        <>
          {t('form.account.haveAccount')}{' '}
          {renderLink('login', t('form.account.logIn'), typedOn(form))}
        </>
      }
    >
      <CardField form={form} name="username" kind="email" />
      <CardField form={form} name="password" kind="new-password" describedBy={checklistId} />
      <PasswordChecklist id={checklistId} password={form.values.password} />
    </AccountCardFrame>
  );
});

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

export interface ForgotPasswordCardProps extends AccountCardProps {
  initialUsername?: string;
}

/** Forgot Password: asks for the reset link; the reply shows as a success notice. */
export const ForgotPasswordCard = withAccountMessages(function ForgotPasswordCard({
  client,
  notices,
  renderLink,
  onTitle,
  logo,
  initialUsername = '',
  arrivalError,
}: ForgotPasswordCardProps) {
  const { t, locale } = useMessages();
  const form = useCardForm<ForgotField>({
    errorLabel: t('form.account.forgotError'),
    arrivalError,
    notices,
    initialValues: { username: initialUsername },
    validate: validateForgot,
    submit: async (values) => {
      const reply = await client.forgotPassword({ username: values.username.trim() }, locale);
      notices.success(reply.message);
    },
  });
  return (
    <AccountCardFrame
      title={t('form.account.forgot')}
      form={form}
      onTitle={onTitle}
      logo={logo}
      footer={
        <>
          {t('form.account.rememberedPassword')}{' '}
          {renderLink('login', t('form.account.logIn'), typedOn(form))}
        </>
      }
    >
      <CardField form={form} name="username" kind="email" />
    </AccountCardFrame>
  );
});

export interface ResetPasswordCardProps extends AccountCardProps {
  /** The `username` and `id` of the reset link's query. */
  username: string;
  resetId: string;
  /** The password is reset: go on to log in. */
  onReset(outcome: AccountOutcome): void;
}

/** Reset Password: the link's address and id, a new password twice. */
export const ResetPasswordCard = withAccountMessages(function ResetPasswordCard({
  client,
  notices,
  renderLink,
  onTitle,
  logo,
  username,
  resetId,
  onReset,
}: ResetPasswordCardProps) {
  const { t, locale } = useMessages();
  const checklistId = 'reset-password-requirements';
  const form = useCardForm<ResetField>({
    errorLabel: t('form.account.resetError'),
    notices,
    initialValues: { username, id: resetId, password: '', confirm_password: '' },
    validate: validateReset,
    submit: async (values) => {
      const reply = await client.resetPassword(values, locale);
      onReset({ username, message: reply.message });
    },
  });
  const linkErrors = form.errorsOf('id');
  return (
    <AccountCardFrame
      title={t('form.account.reset')}
      form={form}
      onTitle={onTitle}
      logo={logo}
      footer={
        <>
          {t('form.account.rememberedPassword')}{' '}
          {renderLink('login', t('form.account.logIn'), { username })}
        </>
      }
    >
      {linkErrors ? (
        <p role="alert" className={styles.notice}>
          {linkErrors.join(' ')} {renderLink('forgot', t('form.account.forgotLink'), { username })}
        </p>
      ) : null}
      <CardField
        form={form}
        name="password"
        kind="new-password"
        label={t('form.account.newPassword')}
        describedBy={checklistId}
      />
      <CardField
        form={form}
        name="confirm_password"
        kind="new-password"
        label={t('form.account.confirmPassword')}
        describedBy={checklistId}
      />
      <PasswordChecklist
        id={checklistId}
        password={form.values.password}
        confirmation={form.values.confirm_password}
      />
    </AccountCardFrame>
  );
});
