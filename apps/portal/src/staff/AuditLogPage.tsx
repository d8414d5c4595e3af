import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, TextInput, useMessages } from '@applykit/ui';
import { auditActions, staffReviewPaths, type AuditReply } from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, queryOf, staffJson } from './staffCalls';

/** Admins: who read, downloaded or changed what, newest first. */
export function AuditLogPage() {
  const { t } = useMessages();
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [before, setBefore] = useState<string | undefined>(undefined);
  const query = useQuery({
    queryKey: ['staff', 'audit-log', filters, before],
    queryFn: () =>
      staffJson<AuditReply>(`${staffReviewPaths.auditLog}${queryOf({ ...filters, before })}`),
  });
  const log = query.data;
  const error = query.error instanceof StaffCallRefused ? query.error : null;

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters(Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)])));
    setBefore(undefined);
  }

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('portal.staff.audit.heading')}</h2>
      <form
        role="search"
        aria-label={t('portal.staff.audit.heading')}
        className={css.filters}
        onSubmit={filter}
      >
        <TextInput
          label={t('portal.staff.audit.staff')}
          name="staff"
          type="email"
          maxLength={254}
        />
        <label>
          {t('portal.staff.audit.action')}
          <br />
          <select name="action" defaultValue="">
            <option value="">{t('portal.staff.audit.anyAction')}</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <TextInput label={t('portal.staff.audit.from')} name="from" type="date" />
        <TextInput label={t('portal.staff.audit.to')} name="to" type="date" />
        <Button type="submit">{t('portal.staff.audit.submit')}</Button>
      </form>
      {error && (
        <p role="alert" className={css.error}>
          {error.message}
        </p>
      )}
      <table className={css.table}>
        <caption>{t('portal.staff.audit.caption')}</caption>
        <thead>
          <tr>
            {[
              t('portal.staff.audit.when'),
              t('portal.staff.audit.who'),
              t('portal.staff.audit.action'),
              t('portal.staff.audit.application'),
              t('portal.staff.audit.details'),
              t('portal.staff.audit.address'),
            ].map((title) => (
              <th key={title} scope="col" className={css.cell}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {log?.entries.map((entry) => (
            <tr key={entry.id}>
              <td className={css.cell}>{entry.at.slice(0, 19).replace('T', ' ')}</td>
              <td className={css.cell}>{entry.staff}</td>
              <td className={css.cell}>{entry.action}</td>
              <td className={css.cell}>{entry.applicant_id ?? ''}</td>
              <td className={css.cell}>
                {Object.entries(entry.detail)
                  .map(([key, value]) => `${key}: ${String(value)}`)
                  .join(', ')}
              </td>
              <td className={css.cell}>{entry.client_address}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {log?.next && (
        <Button variant="secondary" onClick={() => setBefore(log.next ?? undefined)}>
          {t('portal.staff.audit.older')}
        </Button>
      )}
    </section>
  );
}
