import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, PasswordChecklist, TextInput, useMessages } from '@applykit/ui';
import { staffPaths, type MessageReply } from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, staffJson } from './staffCalls';
import { useHeadingFocus } from './useHeadingFocus';

/** The page an invitation link opens: the new member of staff chooses a password. */
export function InvitationPage() {
  const [search] = useSearchParams();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<StaffCallRefused | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const heading = useHeadingFocus(done);
  const { t } = useMessages();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      const reply = await staffJson<MessageReply>(staffPaths.invitationAcceptance, {
        method: 'POST',
        body: { id: search.get('id') ?? '', password },
      });
      setDone(reply.message);
    } catch (refused) {
      if (!(refused instanceof StaffCallRefused)) throw refused;
      setError(refused);
    }
  }

  if (done) {
    return (
      <section aria-labelledby="invitation-heading">
        <h2 id="invitation-heading" ref={heading} tabIndex={-1}>
          {t('portal.staff.invitation.doneHeading')}
        </h2>
        <p role="status">{done}</p>
        <Link to="/staff">{t('portal.staff.invitation.signIn')}</Link>
      </section>
    );
  }
  return (
    <section aria-labelledby="invitation-heading">
      <h2 id="invitation-heading" ref={heading} tabIndex={-1}>
        {t('portal.staff.invitation.heading')}
      </h2>
      <form className={css.form} onSubmit={(event) => void submit(event)} noValidate>
        {error && (
          <p role="alert" className={css.error}>
            {error.message}
          </p>
        )}
        <TextInput
          label={t('portal.staff.invitation.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={256}
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={error?.errors.password}
        />
        <PasswordChecklist password={password} />
        <Button type="submit">{t('portal.staff.invitation.submit')}</Button>
      </form>
    </section>
  );
}
