import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, TextInput } from '@applykit/ui';
import { auditActions, staffReviewPaths, type AuditReply } from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, queryOf, staffJson } from './staffCalls';

/** Admins: who read, downloaded or changed what, newest first. */
export function AuditLogPage() {
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
      <h2 id="audit-heading">Audit log</h2>
      <form role="search" aria-label="Audit log" className={css.filters} onSubmit={filter}>
        <TextInput label="Staff email address" name="staff" type="email" maxLength={254} />
        <label>
          Action
          <br />
          <select name="action" defaultValue="">
            <option value="">Any action</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
        <TextInput label="From" name="from" type="date" />
        <TextInput label="To" name="to" type="date" />
        <Button type="submit">Filter</Button>
      </form>
      {error && (
        <p role="alert" className={css.error}>
          {error.message}
        </p>
      )}
      <table className={css.table}>
        <caption>Audit entries, newest first</caption>
        <thead>
          <tr>
            {['When (UTC)', 'Staff', 'Action', 'Application', 'Details', 'From'].map((title) => (
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
          Older entries
        </Button>
      )}
    </section>
  );
}
