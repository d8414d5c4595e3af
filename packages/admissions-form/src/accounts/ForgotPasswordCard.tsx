import { useMessages } from '@applykit/ui';
import {
  AccountCardFrame,
  withAccountMessages,
  type AccountCardProps,
  typedOn,
} from './AccountCard';
import { CardField } from './CardField';
import { validateForgot, type ForgotField } from './cardValidation';
import { useCardForm } from './useCardForm';

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
