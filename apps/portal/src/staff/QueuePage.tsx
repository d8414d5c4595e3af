import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, TextInput, useMessages } from '@applykit/ui';
import {
  staffPath,
  staffReviewPaths,
  type QueueChoicesReply,
  type QueueReply,
} from '@applykit/api-contract';
import { ExportPicker } from './ExportPicker';
import * as css from './StaffArea.css';
import { StaffCallRefused, queryOf, staffJson } from './staffCalls';

type Filters = Record<string, string>;

const dateOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The review queue: search, filters, order, and the list a page at a time. */
export function QueuePage() {
  const { t } = useMessages();
  const [filters, setFilters] = useState<Filters>({ sort: 'submitted-desc' });
  const [pages, setPages] = useState<string[]>([]);
  const [exportOpen, setExportOpen] = useState(false);
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
  const columns = [
    t('portal.staff.queue.name'),
    t('portal.staff.queue.email'),
    t('portal.staff.queue.status'),
    t('portal.staff.queue.term'),
    t('portal.staff.queue.major'),
    t('portal.staff.queue.colleges'),
    t('portal.staff.queue.submittedOn'),
    t('portal.staff.queue.reviewed'),
  ];

  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading">{t('portal.staff.queue.heading')}</h2>
      <form
        role="search"
        aria-label={t('portal.staff.queue.heading')}
        className={css.filters}
        onSubmit={search}
      >
        <TextInput
          label={t('portal.staff.queue.search')}
          name="q"
          maxLength={100}
          defaultValue={filters.q ?? ''}
        />
        {select('status', t('portal.staff.queue.status'), [
          { value: '', label: t('portal.staff.queue.anyStatus') },
          { value: 'submitted', label: t('portal.staff.queue.submitted') },
          { value: 'started', label: t('portal.staff.queue.started') },
        ])}
        {select('term', t('portal.staff.queue.term'), [
          { value: '', label: t('portal.staff.queue.anyTerm') },
          ...choices.entry_terms,
        ])}
        {select('major', t('portal.staff.queue.major'), [
          { value: '', label: t('portal.staff.queue.anyMajor') },
          ...choices.majors,
        ])}
        {select('reviewed', t('portal.staff.queue.reviewed'), [
          { value: '', label: t('portal.staff.queue.reviewedAny') },
          { value: 'no', label: t('portal.staff.queue.notReviewed') },
          { value: 'yes', label: t('portal.staff.queue.reviewed') },
        ])}
        <TextInput
          label={t('portal.staff.queue.submittedFrom')}
          name="submitted_from"
          type="date"
          defaultValue={filters.submitted_from ?? ''}
        />
        <TextInput
          label={t('portal.staff.queue.submittedTo')}
          name="submitted_to"
          type="date"
          defaultValue={filters.submitted_to ?? ''}
        />
        {select('sort', t('portal.staff.queue.order'), [
          { value: 'submitted-desc', label: t('portal.staff.queue.newestFirst') },
          { value: 'submitted-asc', label: t('portal.staff.queue.oldestFirst') },
          { value: 'name-asc', label: t('portal.staff.queue.nameAsc') },
          { value: 'name-desc', label: t('portal.staff.queue.nameDesc') },
        ])}
        <Button type="submit">{t('portal.staff.queue.submit')}</Button>
      </form>
      {error && (
        <p role="alert" className={css.error}>
          {error.message}
        </p>
      )}
      <table className={css.table}>
        <caption>
          {page
            ? t('portal.staff.queue.caption', { count: page.applications.length })
            : t('portal.staff.queue.loading')}
        </caption>
        <thead>
          <tr>
            {columns.map((title) => (
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
              <td className={css.cell}>
                {t(
                  entry.status === 'submitted'
                    ? 'portal.staff.queue.submitted'
                    : 'portal.staff.queue.started',
                )}
              </td>
              <td className={css.cell}>{entry.entry_term}</td>
              <td className={css.cell}>{entry.major}</td>
              <td className={css.cell}>{entry.previous_colleges.join('; ')}</td>
              <td className={css.cell}>{dateOf(entry.submitted_at)}</td>
              <td className={css.cell}>
                {t(entry.reviewed_at ? 'portal.staff.queue.yes' : 'portal.staff.queue.no')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={css.actions}>
        {pages.length > 0 && (
          <Button variant="secondary" onClick={() => setPages(pages.slice(0, -1))}>
            {t('portal.staff.queue.previous')}
          </Button>
        )}
        {page?.next && (
          <Button variant="secondary" onClick={() => setPages([...pages, page.next!])}>
            {t('portal.staff.queue.next')}
          </Button>
        )}
      </div>
      {/* The picker lists every question of the form: built only once it is opened. */}
      <details
        className={css.disclosure}
        onToggle={(event) => setExportOpen(event.currentTarget.open)}
      >
        <summary>{t('portal.staff.export.open')}</summary>
        {exportOpen && <ExportPicker filters={filters} />}
      </details>
    </section>
  );
}
