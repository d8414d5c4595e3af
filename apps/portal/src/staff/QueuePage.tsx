import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, TextInput } from '@applykit/ui';
import {
  staffPath,
  staffReviewPaths,
  type QueueChoicesReply,
  type QueueReply,
} from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, queryOf, staffJson } from './staffCalls';

type Filters = Record<string, string>;

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The review queue: search, filters, order, and the list a page at a time. */
export function QueuePage() {
  const [filters, setFilters] = useState<Filters>({ sort: 'submitted-desc' });
  const [pages, setPages] = useState<string[]>([]);
  const choices = useQuery({
    queryKey: ['staff', 'queue-choices'],
    queryFn: () => staffJson<QueueChoicesReply>(staffReviewPaths.queueChoices),
  }).data ?? { entry_terms: [], majors: [] };
  const after = pages.at(-1);
  const query = useQuery({
    queryKey: ['staff', 'queue', filters, after],
    queryFn: () =>
      staffJson<QueueReply>(`${staffReviewPaths.applications}${queryOf({ ...filters, after })}`),
  });
  const page = query.data;
  const error = query.error instanceof StaffCallRefused ? query.error : null;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters(Object.fromEntries([...data.entries()].map(([key, value]) => [key, String(value)])));
    setPages([]);
  }

  const select = (name: string, label: string, options: { value: string; label: string }[]) => (
    <label>
      {label}
      <br />
      <select name={name} defaultValue={filters[name] ?? ''}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading">Applications</h2>
      <form role="search" aria-label="Applications" className={css.filters} onSubmit={search}>
        <TextInput
          label="Name, email address or CEEB code"
          name="q"
          maxLength={100}
          defaultValue={filters.q ?? ''}
        />
        {select('status', 'Status', [
          { value: '', label: 'Any status' },
          { value: 'submitted', label: 'Submitted' },
          { value: 'started', label: 'Started' },
        ])}
        {select('term', 'Entry term', [{ value: '', label: 'Any term' }, ...choices.entry_terms])}
        {select('major', 'Intended major', [{ value: '', label: 'Any major' }, ...choices.majors])}
        {select('reviewed', 'Reviewed', [
          { value: '', label: 'Reviewed or not' },
          { value: 'no', label: 'Not reviewed' },
          { value: 'yes', label: 'Reviewed' },
        ])}
        <TextInput
          label="Submitted from"
          name="submitted_from"
          type="date"
          defaultValue={filters.submitted_from ?? ''}
        />
        <TextInput
          label="Submitted to"
          name="submitted_to"
          type="date"
          defaultValue={filters.submitted_to ?? ''}
        />
        {select('sort', 'Order', [
          { value: 'submitted-desc', label: 'Newest submitted first' },
          { value: 'submitted-asc', label: 'Oldest submitted first' },
          { value: 'name-asc', label: 'Name, A to Z' },
          { value: 'name-desc', label: 'Name, Z to A' },
        ])}
        <Button type="submit">Search</Button>
      </form>
      {error && (
        <p role="alert" className={css.error}>
          {error.message}
        </p>
      )}
      <table className={css.table}>
        <caption>
          {page ? `${page.applications.length} applications on this page` : 'Loading applications'}
        </caption>
        <thead>
          <tr>
            {[
              'Name',
              'Email',
              'Status',
              'Entry term',
              'Major',
              'Previous colleges',
              'Submitted',
              'Reviewed',
            ].map((title) => (
              <th key={title} scope="col" className={css.cell}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page?.applications.map((entry) => (
            <tr key={entry.applicant_id}>
              <th scope="row" className={css.cell}>
                <Link
                  to={staffPath('/staff/applications/:applicantId', {
                    applicantId: entry.applicant_id,
                  })}
                >
                  {entry.name || entry.email}
                </Link>
              </th>
              <td className={css.cell}>{entry.email}</td>
              <td className={css.cell}>{entry.status === 'submitted' ? 'Submitted' : 'Started'}</td>
              <td className={css.cell}>{entry.entry_term}</td>
              <td className={css.cell}>{entry.major}</td>
              <td className={css.cell}>{entry.previous_colleges.join('; ')}</td>
              <td className={css.cell}>{dateOf(entry.submitted_at)}</td>
              <td className={css.cell}>{entry.reviewed_at ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={css.actions}>
        {pages.length > 0 && (
          <Button variant="secondary" onClick={() => setPages(pages.slice(0, -1))}>
            Previous page
          </Button>
        )}
        {page?.next && (
          <Button variant="secondary" onClick={() => setPages([...pages, page.next!])}>
            Next page
          </Button>
        )}
      </div>
    </section>
  );
}
