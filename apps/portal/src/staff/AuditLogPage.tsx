import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, TextInput, useMessages } from '@applykit/ui';
import {
  auditActions,
  staffReviewPaths,
  type AuditEntry,
  type AuditReply,
} from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, queryOf, staffJson } from './staffCalls';
import { StaffTable, type StaffColumn } from './StaffTable';

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

  const columns: StaffColumn<AuditEntry>[] = [
    {
      title: t('portal.staff.audit.when'),
      cell: (entry) => entry.at.slice(0, 19).replace('T', ' '),
    },
    { title: t('portal.staff.audit.who'), cell: (entry) => entry.staff },
    { title: t('portal.staff.audit.action'), cell: (entry) => entry.action },
    { title: t('portal.staff.audit.application'), cell: (entry) => entry.applicant_id ?? '' },
    {
      title: t('portal.staff.audit.details'),
      cell: (entry) =>
        Object.entries(entry.detail)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join(', '),
    },
    { title: t('portal.staff.audit.address'), cell: (entry) => entry.client_address },
  ];

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
      <StaffTable
        caption={t('portal.staff.audit.caption')}
        columns={columns}
        rows={log?.entries}
        rowKey={(entry) => entry.id}
        pages={[
          log?.next && {
            label: t('portal.staff.audit.older'),
            onMove: () => setBefore(log.next ?? undefined),
          },
        ]}
      />
    </section>
  );
}
