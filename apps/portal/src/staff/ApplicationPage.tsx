import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { Button, TextArea, useMessages } from '@applykit/ui';
import {
  staffPath,
  staffReviewPaths,
  type ReviewedApplication,
  type ReviewPrintedItem,
  type StaffNote,
} from '@applykit/api-contract';
import * as css from './StaffArea.css';
import { StaffCallRefused, saveDownload, staffFetch, staffJson } from './staffCalls';
import { useHeadingFocus } from './useHeadingFocus';

function PrintedItems({ items }: { items: readonly ReviewPrintedItem[] }) {
  const { t } = useMessages();
  return (
    <dl>
      {items.map((item) =>
        item.kind === 'section' ? (
          <div key={item.id}>
            <dt>
              <strong>{item.title}</strong>
            </dt>
            <dd>
              <PrintedItems items={item.items} />
            </dd>
          </div>
        ) : (
          <div key={item.key}>
            <dt>{item.label}</dt>
            <dd>
              {item.kind === 'check'
                ? t(
                    item.checked
                      ? 'portal.staff.application.checked'
                      : 'portal.staff.application.unchecked',
                  )
                : item.text}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** One application as staff read it: the print, the files, notes and the reviewed mark. */
export function ApplicationPage() {
  const { applicantId = '' } = useParams();
  const { t } = useMessages();
  const [application, setApplication] = useState<ReviewedApplication | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState<StaffCallRefused | null>(null);
  const heading = useHeadingFocus(application?.entry.applicant_id);
  const path = (template: string, extra: Record<string, string> = {}) =>
    staffPath(template, { applicantId, ...extra });

  const refused = useCallback((thrown: unknown) => {
    if (!(thrown instanceof StaffCallRefused)) throw thrown;
    setError(thrown);
  }, []);

  useEffect(() => {
    staffJson<ReviewedApplication>(staffPath(staffReviewPaths.application, { applicantId }))
      .then(setApplication)
      .catch(refused);
  }, [applicantId, refused]);

  async function download(url: string, name: string) {
    setError(null);
    setNotice('');
    try {
      // The application PDF may still be being built: ask again for up to a minute.
      for (let attempt = 0; attempt < 60; attempt++) {
        const response = await staffFetch(url);
        if (response.status !== 202) {
          await saveDownload(response, name);
          setNotice(t('portal.staff.application.downloaded', { name }));
          return;
        }
        setNotice(t('portal.staff.application.preparing'));
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      setNotice(t('portal.staff.application.notReady'));
    } catch (thrown) {
      refused(thrown);
    }
  }

  async function addNote(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const body = new FormData(event.currentTarget).get('body');
    try {
      const added = await staffJson<StaffNote>(path(staffReviewPaths.notes), {
        method: 'POST',
        body: { body },
      });
      setApplication((current) => current && { ...current, notes: [...current.notes, added] });
      setNotice(t('portal.staff.application.noteAdded'));
    } catch (thrown) {
      refused(thrown);
    }
  }

  async function markReviewed() {
    setError(null);
    try {
      const reply = await staffJson<{ message: string }>(path(staffReviewPaths.review), {
        method: 'POST',
      });
      setNotice(reply.message);
      setApplication(await staffJson<ReviewedApplication>(path(staffReviewPaths.application)));
      // The button pressed is gone now; focus would fall to the document's start.
      heading.current?.focus();
    } catch (thrown) {
      refused(thrown);
    }
  }

  if (!application) {
    return error ? (
      <p role="alert" className={css.error}>
        {error.message}
      </p>
    ) : (
      <p role="status">{t('portal.staff.application.loading')}</p>
    );
  }
  const { entry } = application;
  return (
    <article aria-labelledby="application-heading">
      <Link to="/staff">{t('portal.staff.application.back')}</Link>
      <h2 id="application-heading" ref={heading} tabIndex={-1}>
        {entry.name || entry.email}
      </h2>
      <p>
        {entry.email} ·{' '}
        {entry.status === 'submitted'
          ? t('portal.staff.application.submittedOn', {
              date: entry.submitted_at?.slice(0, 10) ?? '',
            })
          : t('portal.staff.application.notSubmitted')}
        {application.reviewed_by &&
          ` · ${t('portal.staff.application.reviewedBy', { email: application.reviewed_by })}`}
      </p>
      <p role="status">{notice}</p>
      {error && (
        <p role="alert" className={css.error}>
          {error.message}
        </p>
      )}
      <div className={css.actions}>
        <Button
          onClick={() => void download(path(staffReviewPaths.applicationPdf), 'application.pdf')}
        >
          {t('portal.staff.application.downloadPdf')}
        </Button>
        {entry.status === 'submitted' && !entry.reviewed_at && (
          <Button variant="secondary" onClick={() => void markReviewed()}>
            {t('portal.staff.application.markReviewed')}
          </Button>
        )}
      </div>

      <h3>{t('portal.staff.application.documents')}</h3>
      {application.documents.length === 0 ? (
        <p>{t('portal.staff.application.noDocuments')}</p>
      ) : (
        <ul>
          {application.documents.map((document) => (
            <li key={document.key}>
              {document.label}: {document.file_name}{' '}
              <Button
                variant="secondary"
                aria-label={t('portal.staff.application.downloadDocument', {
                  label: document.label,
                  fileName: document.file_name,
                })}
                onClick={() =>
                  void download(
                    path(staffReviewPaths.document, { key: document.key }),
                    `${document.key}.pdf`,
                  )
                }
              >
                {t('portal.staff.application.download')}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <h3>{t('portal.staff.application.notes')}</h3>
      <p>{t('portal.staff.application.notesIntro')}</p>
      <ul>
        {application.notes.map((item) => (
          <li key={item.id}>
            <p>{item.body}</p>
            <small>
              {t('portal.staff.application.noteBy', {
                author: item.author,
                time: item.created_at.slice(0, 16).replace('T', ' '),
              })}
            </small>
          </li>
        ))}
      </ul>
      <form className={css.form} onSubmit={(event) => void addNote(event)} noValidate>
        <TextArea
          key={application.notes.length}
          label={t('portal.staff.application.newNote')}
          name="body"
          limit={5000}
          errors={error?.errors.body}
        />
        <Button type="submit">{t('portal.staff.application.addNote')}</Button>
      </form>

      <h3>{t('portal.staff.application.print')}</h3>
      {application.pages.map((page) => (
        <section key={page.id} aria-label={page.title}>
          <h4>{page.title}</h4>
          <PrintedItems items={page.items} />
        </section>
      ))}
    </article>
  );
}
