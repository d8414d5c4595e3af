import { PasswordChecklist, useMessages } from '@applykit/ui';
import {
  AccountCardFrame,
  withAccountMessages,
  type AccountCardProps,
  typedOn,
  type AccountOutcome,
} from './AccountCard';
import { CardField } from './CardField';
import { validateSignUp, type SignUpField } from './cardValidation';
import { useCardForm } from './useCardForm';

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
