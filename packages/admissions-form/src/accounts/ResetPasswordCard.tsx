import { PasswordChecklist, useMessages } from '@applykit/ui';
import {
  AccountCardFrame,
  withAccountMessages,
  type AccountCardProps,
  type AccountOutcome,
} from './AccountCard';
import * as styles from './AccountCard.css';
import { CardField } from './CardField';
import { validateReset, type ResetField } from './cardValidation';
import { useCardForm } from './useCardForm';

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
