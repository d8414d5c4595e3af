import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, TextInput, useMessages } from '@applykit/ui';
import { staffPaths, type MessageReply, type StaffMembersReply } from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, staffJson } from './staffCalls';

/** Admins: the staff list and invitations. */
export function TeamPage() {
  const { t } = useMessages();
  const staff = useQuery({
    queryKey: ['staff', 'members'],
    queryFn: () => staffJson<StaffMembersReply>(staffPaths.members),
  });
  const members = staff.data?.members ?? [];
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<StaffCallRefused | null>(null);

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setError(null);
    setNotice('');
    try {
      const reply = await staffJson<MessageReply>(staffPaths.invitations, {
        method: 'POST',
        body: { email: data.get('email'), role: data.get('role') },
      });
      setNotice(reply.message);
      form.reset();
      await staff.refetch();
    } catch (thrown) {
      if (!(thrown instanceof StaffCallRefused)) throw thrown;
      setError(thrown);
    }
  }

  return (
    <section aria-labelledby="team-heading">
      <h2 id="team-heading">{t('portal.staff.team.heading')}</h2>
      <form className={css.form} onSubmit={(event) => void invite(event)} noValidate>
        <h3>{t('portal.staff.team.invite')}</h3>
        {error && (
          <p role="alert" className={css.error}>
            {error.message}
          </p>
        )}
        <p role="status">{notice}</p>
        <TextInput
          label={t('portal.staff.team.email')}
          name="email"
          type="email"
          maxLength={254}
          required
          errors={error?.errors.email}
        />
        <label>
          {t('portal.staff.team.role')}
          <br />
          <select name="role" defaultValue="reader">
            <option value="reader">{t('portal.staff.team.reader')}</option>
            <option value="admin">{t('portal.staff.team.admin')}</option>
          </select>
        </label>
        <Button type="submit">{t('portal.staff.team.send')}</Button>
      </form>
      <table className={css.table}>
        <caption>{t('portal.staff.team.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.cell}>
              {t('portal.staff.team.emailColumn')}
            </th>
            <th scope="col" className={css.cell}>
              {t('portal.staff.team.role')}
            </th>
            <th scope="col" className={css.cell}>
              {t('portal.staff.team.setUp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td className={css.cell}>{member.email}</td>
              <td className={css.cell}>{member.role}</td>
              <td className={css.cell}>
                {t(member.active ? 'portal.staff.team.active' : 'portal.staff.team.invited')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
