import { PasswordChecklist, useMessages } from '@applykit/ui';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { api } from '../api/calls';
import { routePaths } from '../routes/paths';
import { AuthCard } from './AuthCard';
import * as styles from './AuthCard.css';
import { CardField } from './CardField';
import { validateReset, type ResetField } from './cardValidation';
import { useCardForm } from './useCardForm';

const checklistId = 'reset-password-requirements';

/** Reset Password (platform §2): the link's username and id from the query, a new password twice. */
export default function ResetPage() {
  const { t } = useMessages();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const username = searchParams.get('username') ?? '';

  const form = useCardForm<ResetField>({
    cardName: 'Reset Password Card',
    initialValues: {
      username,
      id: searchParams.get('id') ?? '',
      password: '',
      confirm_password: '',
    },
    validate: validateReset,
    submit: async (values) => {
      const reply = await api.resetPassword(values);
      navigate(routePaths.login, { state: { username, successMessage: reply.message } });
    },
  });
  const linkErrors = form.errorsOf('id');

  return (
    <AuthCard
      title={t('portal.card.reset')}
      form={form}
      footer={
        <>
          {t('portal.card.rememberedPassword')}{' '}
          <Link to={routePaths.login}>{t('portal.card.logIn')}</Link>
        </>
      }
    >
      {linkErrors ? (
        <p role="alert" className={styles.notice}>
          {linkErrors.join(' ')} <Link to={routePaths.forgot}>{t('portal.card.forgotLink')}</Link>
        </p>
      ) : null}
      <CardField
        form={form}
        name="password"
        kind="new-password"
        label={t('portal.card.newPassword')}
        describedBy={checklistId}
      />
      <CardField
        form={form}
        name="confirm_password"
        kind="new-password"
        label={t('portal.card.confirmPassword')}
        describedBy={checklistId}
      />
      <PasswordChecklist
        id={checklistId}
        password={form.values.password}
        confirmation={form.values.confirm_password}
      />
    </AuthCard>
  );
}
