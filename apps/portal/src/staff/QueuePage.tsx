import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, TextInput, useMessages } from '@applykit/ui';
import {
  staffPath,
  staffReviewPaths,
  type QueueChoicesReply,
  type QueueEntry,
  type QueueReply,
} from '@applykit/api-contract';
import { ExportPicker } from './ExportPicker';
import * as css from './StaffArea.css';
import { StaffCallRefused, queryOf, staffJson } from './staffCalls';
import { StaffTable, type StaffColumn } from './StaffTable';

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
  const columns: StaffColumn<QueueEntry>[] = [
    {
      title: t('portal.staff.queue.name'),
      rowHeader: true,
      cell: (entry) => (
        <Link
          to={staffPath('/staff/applications/:applicantId', { applicantId: entry.applicant_id })}
        >
          {entry.name || entry.email}
        </Link>
      ),
    },
    { title: t('portal.staff.queue.email'), cell: (entry) => entry.email },
    {
      title: t('portal.staff.queue.status'),
      cell: (entry) =>
        t(
          entry.status === 'submitted'
            ? 'portal.staff.queue.submitted'
            : 'portal.staff.queue.started',
        ),
    },
    { title: t('portal.staff.queue.term'), cell: (entry) => entry.entry_term },
    { title: t('portal.staff.queue.major'), cell: (entry) => entry.major },
    {
      title: t('portal.staff.queue.colleges'),
      cell: (entry) => entry.previous_colleges.join('; '),
    },
    { title: t('portal.staff.queue.submittedOn'), cell: (entry) => dateOf(entry.submitted_at) },
    {
      title: t('portal.staff.queue.reviewed'),
      cell: (entry) => t(entry.reviewed_at ? 'portal.staff.queue.yes' : 'portal.staff.queue.no'),
    },
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
      <StaffTable
        caption={
          page
            ? t('portal.staff.queue.caption', { count: page.applications.length })
            : t('portal.staff.queue.loading')
        }
        columns={columns}
        rows={page?.applications}
        rowKey={(entry) => entry.applicant_id}
        pages={[
          pages.length > 0 && {
            label: t('portal.staff.queue.previous'),
            onMove: () => setPages(pages.slice(0, -1)),
          },
          page?.next && {
            label: t('portal.staff.queue.next'),
            onMove: () => setPages([...pages, page.next!]),
          },
        ]}
      />
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
