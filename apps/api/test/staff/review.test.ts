import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerKeysOf,
  documentKeys,
  exampleApplication,
  queueColumnsOf,
  transferApplication,
} from '@applykit/admissions-form/validate';
import {
  exportKeysMaxLength,
  exportQuerySchema,
  staffMessages,
  staffPath,
  staffReviewPaths,
  type AuditEntry,
  type QueueChoicesReply,
  type QueueEntry,
  type ReviewedApplication,
} from '@applykit/api-contract';
import { exportApplications } from '../../src/staff/export';
import { reviewMessages } from '../../src/staff/review-routes';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { databaseKinds } from '../support/database';
import { makePng } from '../documents/fixtures';
import { uploadDocument } from '../documents/serverUploads';
import { signedInStaff, staffCall, type SignedInStaffMember } from '../support/staff';

const answerKeys = answerKeysOf(transferApplication.pages.flatMap((page) => page.sections));

let counter = 0;
/** A surname no other test of the file uses, so a search finds exactly this test's applicants. */
const uniqueSurname = (label: string) =>
  `${label}${process.pid}x${Date.now() % 100_000}x${++counter}`;

describe.each(databaseKinds)('the review queue on %s', (kind) => {
  let server: TestServer;
  let admin: SignedInStaffMember;
  let reader: SignedInStaffMember;
  let choices: QueueChoicesReply;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signedInStaff(server, 'admin');
    reader = await signedInStaff(server, 'reader', admin);
    choices = (
      await staffCall(server.app, reader.cookie, 'GET', staffReviewPaths.queueChoices)
    ).json();
  }, 180_000);
  afterAll(() => server.app.close());

  const applicantCall = (
    cookie: string,
    method: 'PUT' | 'POST' | 'GET',
    url: string,
    payload?: object,
  ) => server.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** An applicant with the example answers under the given names; submitted unless told. */
  async function applicant(
    answers: Record<string, string>,
    { submit = true, document = false } = {},
  ) {
    const account = await signedInApplicant(server);
    const saved = await applicantCall(account.cookie, 'PUT', '/api/answer', {
      ...exampleApplication,
      ...answers,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (document) {
      const settled = await uploadDocument(server.app, account.cookie, documentKeys[0]!, {
        bytes: makePng(),
        name: 'transcript scan.png',
      });
      expect(settled.status).toBe('COMPLETED');
    }
    if (submit) {
      const submitted = await applicantCall(account.cookie, 'POST', '/api/submit');
      expect(submitted.statusCode, submitted.body).toBe(200);
    }
    return account;
  }

  async function queue(query: Record<string, string | number>, who = reader) {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    );
    return staffCall(server.app, who.cookie, 'GET', `${staffReviewPaths.applications}?${search}`);
  }

  async function auditOf(filters: Record<string, string>) {
    const reply = await staffCall(
      server.app,
      admin.cookie,
      'GET',
      `${staffReviewPaths.auditLog}?${new URLSearchParams(filters)}`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().entries as AuditEntry[];
  }

  it('lists an application with its status, names, term, major, colleges and submitted date', async () => {
    const surname = uniqueSurname('Queue');
    const major = choices.majors[0]!;
    const term = choices.entry_terms.find((t) => t.value === exampleApplication.entry_term)!;
    const account = await applicant({
      first_name: 'Marisol',
      last_name: surname,
      applied_major: major.value,
      college_ceeb: '5678',
    });
    const reply = await queue({ q: surname });
    expect(reply.statusCode, reply.body).toBe(200);
    const [entry, ...others] = reply.json().applications as QueueEntry[];
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      status: 'submitted',
      name: `Marisol ${surname}`,
      email: account.username,
      entry_term: term.label,
      major: major.label,
      previous_colleges: ["Prince George's Community College"],
      reviewed_at: null,
    });
    expect(Date.now() - Date.parse(entry!.submitted_at!)).toBeLessThan(60_000);
  });

  it('searches by part of a name, by e-mail address and by CEEB code', async () => {
    const surname = uniqueSurname('Search');
    const ceeb = String(1000 + (counter % 9000));
    const account = await applicant({ last_name: surname, college_2_ceeb: '', hs_ceeb: ceeb });
    const byName = await queue({ q: surname.slice(2).toLowerCase() });
    expect(byName.json().applications.map((e: QueueEntry) => e.email)).toEqual([account.username]);
    const byEmail = await queue({ q: account.username.toUpperCase() });
    expect(byEmail.json().applications.map((e: QueueEntry) => e.email)).toEqual([account.username]);
    const byCeeb = await queue({ q: ceeb });
    expect(byCeeb.json().applications.map((e: QueueEntry) => e.email)).toContain(account.username);
    // Pattern characters are taken literally.
    expect((await queue({ q: '%' })).json().applications).toEqual([]);
  });

  it('filters by status, term, major, submitted date and reviewed', async () => {
    const surname = uniqueSurname('Filter');
    const major = choices.majors[1] ?? choices.majors[0]!;
    const done = await applicant({ last_name: surname, applied_major: major.value });
    const started = await applicant({ last_name: surname }, { submit: false });
    const emails = async (query: Record<string, string>) =>
      ((await queue({ q: surname, ...query })).json().applications as QueueEntry[]).map(
        (e) => e.email,
      );
    expect(await emails({ status: 'submitted' })).toEqual([done.username]);
    expect(await emails({ status: 'started' })).toEqual([started.username]);
    expect(await emails({ major: major.value })).toEqual([done.username]);
    expect(await emails({ term: exampleApplication.entry_term! })).toHaveLength(2);
    expect(await emails({ term: 'no-such-term' })).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await emails({ submitted_from: today, submitted_to: today })).toEqual([done.username]);
    expect(await emails({ submitted_to: '2000-01-01' })).toEqual([]);
    expect(await emails({ reviewed: 'no' })).toHaveLength(2);
  });

  it('pages through a search with keyset cursors, in order, without repeats', async () => {
    const surname = uniqueSurname('Pages');
    const firstNames = ['Eva', 'Bruno', 'Dana', 'Carl', 'Alma'];
    for (const first_name of firstNames) await applicant({ first_name, last_name: surname });
    for (const sort of ['name-asc', 'name-desc', 'submitted-desc', 'submitted-asc'] as const) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const reply = await queue({ q: surname, sort, limit: 2, ...(after ? { after } : {}) });
        expect(reply.statusCode, reply.body).toBe(200);
        const page = reply.json();
        expect(page.applications.length).toBeLessThanOrEqual(2);
        seen.push(...page.applications.map((e: QueueEntry) => e.name.split(' ')[0]));
        after = page.next;
      } while (after);
      const alphabetical = [...firstNames].sort();
      if (sort === 'name-asc') expect(seen).toEqual(alphabetical);
      if (sort === 'name-desc') expect(seen).toEqual(alphabetical.reverse());
      if (sort === 'submitted-asc') expect(seen).toEqual(firstNames);
      if (sort === 'submitted-desc') expect(seen).toEqual([...firstNames].reverse());
    }
  });

  it('refuses a bad query with a message and a cursor of another order', async () => {
    const bad = await queue({ status: 'archived' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toBeDefined();
    expect((await queue({ limit: 0 })).statusCode).toBe(400);
    expect((await queue({ submitted_from: '2026-13-45' })).statusCode).toBe(400);
    const surname = uniqueSurname('Cursor');
    await applicant({ last_name: surname });
    await applicant({ last_name: surname });
    const first = (await queue({ q: surname, sort: 'name-asc', limit: 1 })).json();
    const mixed = await queue({ q: surname, sort: 'submitted-desc', after: first.next });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({ message: reviewMessages.pageOutOfDate });
    expect((await queue({ after: 'not a cursor' })).statusCode).toBe(400);
  });

  it('opens an application: its print, documents, PDFs, notes and the reviewed mark, each in the audit log', async () => {
    const surname = uniqueSurname('Open');
    const account = await applicant({ first_name: 'Lena', last_name: surname }, { document: true });
    const [entry] = (await queue({ q: surname })).json().applications as QueueEntry[];
    const id = entry!.applicant_id;

    const opened = await staffCall(
      server.app,
      reader.cookie,
      'GET',
      staffPath(staffReviewPaths.application, { applicantId: id }),
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const application = opened.json() as ReviewedApplication;
    expect(application.entry.email).toBe(account.username);
    expect(JSON.stringify(application.pages)).toContain(surname);
    expect(application.documents).toEqual([
      expect.objectContaining({ key: documentKeys[0], file_name: 'transcript scan.png' }),
    ]);

    const document = await staffCall(
      server.app,
      reader.cookie,
      'GET',
      staffPath(staffReviewPaths.document, { applicantId: id, key: documentKeys[0]! }),
    );
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toBe(
      'attachment; filename="transcript_scan.pdf"',
    );
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await staffCall(
      server.app,
      reader.cookie,
      'GET',
      staffPath(staffReviewPaths.document, { applicantId: id, key: 'no_such_document' }),
    );
    expect(missing.statusCode).toBe(404);

    const pdfUrl = staffPath(staffReviewPaths.applicationPdf, { applicantId: id });
    let pdf = await staffCall(server.app, reader.cookie, 'GET', pdfUrl);
    for (let wait = 0; pdf.statusCode === 202 && wait < 300; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      pdf = await staffCall(server.app, reader.cookie, 'GET', pdfUrl);
    }
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const noteText = `Transcript checked ${surname}`;
    const note = await staffCall(
      server.app,
      reader.cookie,
      'POST',
      staffPath(staffReviewPaths.notes, { applicantId: id }),
      { body: noteText },
    );
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({ author: reader.email, body: noteText });
    const empty = await staffCall(
      server.app,
      reader.cookie,
      'POST',
      staffPath(staffReviewPaths.notes, { applicantId: id }),
      { body: '   ' },
    );
    expect(empty.statusCode).toBe(400);

    const reviewed = await staffCall(
      server.app,
      reader.cookie,
      'POST',
      staffPath(staffReviewPaths.review, { applicantId: id }),
      {},
    );
    expect(reviewed.json()).toEqual({ message: reviewMessages.reviewed });
    const again = (
      await staffCall(
        server.app,
        reader.cookie,
        'GET',
        staffPath(staffReviewPaths.application, { applicantId: id }),
      )
    ).json() as ReviewedApplication;
    expect(again.notes.map((n) => n.body)).toEqual([noteText]);
    expect(again.reviewed_by).toBe(reader.email);
    expect(again.entry.reviewed_at).not.toBeNull();

    // The applicant never sees the staff's notes.
    const profile = await applicantCall(account.cookie, 'GET', '/api/profile');
    expect(profile.body).not.toContain('Transcript checked');

    const entries = await auditOf({ applicant_id: id });
    expect(entries.map((e) => e.action).reverse()).toEqual([
      'open-application',
      'download-document',
      'download-application-pdf',
      'add-note',
      'mark-reviewed',
      'open-application',
    ]);
    expect(entries.every((e) => e.staff === reader.email && e.client_address)).toBe(true);
    expect(entries.find((e) => e.action === 'download-document')?.detail).toMatchObject({
      key: documentKeys[0],
    });
  });

  it('marks only submitted applications reviewed, and answers 404 for an unknown one', async () => {
    const surname = uniqueSurname('Started');
    await applicant({ last_name: surname }, { submit: false });
    const [entry] = (await queue({ q: surname })).json().applications as QueueEntry[];
    const refused = await staffCall(
      server.app,
      reader.cookie,
      'POST',
      staffPath(staffReviewPaths.review, { applicantId: entry!.applicant_id }),
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: reviewMessages.notSubmitted });
    const unknown = await staffCall(
      server.app,
      reader.cookie,
      'GET',
      staffPath(staffReviewPaths.application, {
        applicantId: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(unknown.statusCode).toBe(404);
    const notAnId = await staffCall(
      server.app,
      reader.cookie,
      'GET',
      staffPath(staffReviewPaths.application, { applicantId: 'abc' }),
    );
    expect(notAnId.statusCode).toBe(400);
  });

  it('records searches, lets admins filter the log, and keeps the log append-only', async () => {
    const surname = uniqueSurname('Audit');
    await queue({ q: surname, status: 'submitted' });
    const entries = await auditOf({ staff: reader.email, action: 'list-applications' });
    expect(entries[0]).toMatchObject({
      staff: reader.email,
      action: 'list-applications',
      detail: expect.objectContaining({ q: surname, status: 'submitted' }),
    });
    const readerTry = await staffCall(server.app, reader.cookie, 'GET', staffReviewPaths.auditLog);
    expect(readerTry.statusCode).toBe(403);
    expect(readerTry.json()).toEqual({ message: staffMessages.adminOnly });
    const read = await auditOf({ action: 'read-audit-log', staff: admin.email });
    expect(read.length).toBeGreaterThan(0);

    await expect(server.database.query('DELETE FROM staff_audit_log')).rejects.toThrow(
      /append-only/,
    );
    await expect(
      server.database.query(`UPDATE staff_audit_log SET staff_email = 'someone@else.edu'`),
    ).rejects.toThrow(/append-only/);
  });

  it('gives no list the audit log could not record', async () => {
    const surname = uniqueSurname('Unlogged');
    await applicant({ last_name: surname });
    // The log refuses this one search's entry, as a full disk or a lost connection would.
    await server.database.query(
      `ALTER TABLE staff_audit_log ADD CONSTRAINT refuse_one_search
         CHECK (detail->>'q' IS DISTINCT FROM '${surname}') NOT VALID`,
    );
    try {
      const refused = await staffCall(
        server.app,
        reader.cookie,
        'GET',
        `${staffReviewPaths.applications}?q=${surname}`,
      );
      expect(refused.statusCode).toBe(500);
      expect(refused.body).not.toContain(surname);
    } finally {
      await server.database.query('ALTER TABLE staff_audit_log DROP CONSTRAINT refuse_one_search');
    }
    expect((await queue({ q: surname })).json().applications).toHaveLength(1);
  });

  it('exports the chosen applications as CSV with chosen answers, formulas neutralised, and logs it', async () => {
    const surname = uniqueSurname('Export');
    await applicant({
      first_name: '=HYPERLINK("http://evil.example","click")',
      last_name: surname,
    });
    await applicant({ first_name: 'Plain, "quoted"', last_name: surname }, { submit: false });
    const query = { q: surname, sort: 'name-asc', keys: 'first_name,entry_term,entry_term_desc' };
    const url = `${staffReviewPaths.export}?${new URLSearchParams(query)}`;
    const csv = await staffCall(server.app, admin.cookie, 'GET', url);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="applications-.*\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'applicant_id,status,name,email,entry_term,major,previous_colleges,submitted_at,reviewed_at,first_name,entry_term,entry_term_desc',
    );
    expect(lines).toHaveLength(3);
    const rows = lines.slice(1).join('\n');
    expect(rows).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")`);
    expect(rows).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(rows).toContain(`"Plain, ""quoted"""`);

    const json = await staffCall(
      server.app,
      admin.cookie,
      'GET',
      `${staffReviewPaths.export}?${new URLSearchParams({ ...query, format: 'json' })}`,
    );
    expect(json.statusCode, json.body).toBe(200);
    const entries = json.json() as (QueueEntry & { answers: Record<string, string> })[];
    expect(entries.map((entry) => entry.answers.first_name)).toEqual([
      '=HYPERLINK("http://evil.example","click")',
      'Plain, "quoted"',
    ]);
    expect(entries[0]!.answers.entry_term).toBe(exampleApplication.entry_term);

    const unknown = await staffCall(
      server.app,
      admin.cookie,
      'GET',
      `${staffReviewPaths.export}?keys=first_name,password_hash`,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(`${reviewMessages.unknownKeys} password_hash`);
    const tooLong = await staffCall(
      server.app,
      admin.cookie,
      'GET',
      `${staffReviewPaths.export}?keys=${'first_name,'.repeat(exportKeysMaxLength / 10)}`,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toEqual(expect.any(String));
    const logged = await auditOf({ action: 'export-applications', staff: admin.email });
    expect(logged[0]?.detail).toMatchObject({
      q: surname,
      keys: ['first_name', 'entry_term', 'entry_term_desc'],
    });
  });

  it('lets a reader export the applications a search finds, and logs who exported what', async () => {
    const surname = uniqueSurname('ReaderExport');
    const account = await applicant({ first_name: 'Renata', last_name: surname });
    const query = { q: surname, status: 'submitted', keys: 'first_name,entry_term_desc' };
    const csv = await staffCall(
      server.app,
      reader.cookie,
      'GET',
      `${staffReviewPaths.export}?${new URLSearchParams(query)}`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [header, row, ...rest] = csv.body.trim().split('\r\n');
    expect(header).toMatch(/,first_name,entry_term_desc$/);
    expect(rest).toEqual([]);
    const term = choices.entry_terms.find((t) => t.value === exampleApplication.entry_term)!;
    expect(row).toContain(account.username);
    expect(row).toMatch(new RegExp(`,Renata,${term.label}$`));
    // Every answer of the form at once, as the key picker's "every answer" boxes ask.
    const everything = await staffCall(
      server.app,
      reader.cookie,
      'GET',
      `${staffReviewPaths.export}?${new URLSearchParams({ q: surname, format: 'json', keys: answerKeys.join(',') })}`,
    );
    expect(everything.statusCode, everything.body).toBe(200);
    expect(Object.keys(everything.json()[0].answers)).toEqual(answerKeys);
    const logged = await auditOf({ action: 'export-applications', staff: reader.email });
    expect(logged[1]?.detail).toMatchObject({
      q: surname,
      status: 'submitted',
      format: 'csv',
      keys: ['first_name', 'entry_term_desc'],
    });
  });

  it('streams an export batch by batch through the keyset pages, without repeats', async () => {
    const surname = uniqueSurname('Stream');
    const accounts = [];
    for (let n = 0; n < 3; n++) {
      accounts.push(await applicant({ last_name: surname }, { submit: false }));
    }
    const stream = exportApplications(
      server.database,
      exportQuerySchema.parse({ q: surname, format: 'json' }),
      [],
      {
        keys: { ...queueColumnsOf(transferApplication), collegeNames: [], ceebs: [] },
        labels: () => ({ entryTerms: new Map(), majors: new Map() }),
        codedLabels: () => (answers) => answers,
      },
      1,
    );
    let text = '';
    let chunks = 0;
    for await (const chunk of stream) {
      text += String(chunk);
      chunks += 1;
    }
    expect(chunks).toBeGreaterThan(3);
    const emails = (JSON.parse(text) as QueueEntry[]).map((entry) => entry.email);
    expect(emails.sort()).toEqual(accounts.map((account) => account.username).sort());
  });

  it('writes every application once when submissions move them in the order while the export is read', async () => {
    const shape = {
      keys: { ...queueColumnsOf(transferApplication), collegeNames: [], ceebs: [] },
      labels: () => ({ entryTerms: new Map(), majors: new Map() }),
      codedLabels: () => (answers: Record<string, string>) => answers,
    };
    // More started applications than a stream reads ahead (16 chunks), one per page: the last
    // pages are still unread when the applicant submits.
    const started = async (surname: string) => {
      const accounts = [];
      for (let n = 0; n < 20; n++) {
        accounts.push(await applicant({ last_name: surname }, { submit: false }));
      }
      return accounts;
    };
    const exported = async (
      surname: string,
      sort: string,
      whileReading: (firstEmail: string) => Promise<void>,
    ) => {
      const stream = exportApplications(
        server.database,
        exportQuerySchema.parse({ q: surname, sort, format: 'json' }),
        [],
        shape,
        1,
      );
      let text = '';
      let acted = false;
      for await (const chunk of stream) {
        text += String(chunk);
        const first = /"email":"([^"]+)"/.exec(text)?.[1];
        if (first && !acted) {
          acted = true;
          await whileReading(first);
        }
      }
      return (JSON.parse(text) as QueueEntry[]).map((entry) => entry.email);
    };
    const submitAs = async (email: string, accounts: { username: string; cookie: string }[]) => {
      const account = accounts.find((candidate) => candidate.username === email)!;
      const reply = await applicantCall(account.cookie, 'POST', '/api/submit');
      expect(reply.statusCode, reply.body).toBe(200);
    };

    // Newest submitted first: the last application in that order, submitted once the export has
    // begun, moves to the front, behind the pages already read.
    const passedSurname = uniqueSurname('Passed');
    const passed = await started(passedSurname);
    const [last] = await server.database.query<{ username: string }>(
      `SELECT a.username::text AS username FROM applications p JOIN applicants a ON a.id = p.applicant_id
        WHERE a.username = ANY($1::text[]) ORDER BY p.applicant_id ASC LIMIT 1`,
      [passed.map((account) => account.username)],
    );
    const newestFirst = await exported(passedSurname, 'submitted-desc', () =>
      submitAs(last!.username, passed),
    );
    expect(newestFirst.sort()).toEqual(passed.map((account) => account.username).sort());

    // Oldest first: the first application read, submitted then, moves to the end and would be
    // read again.
    const againSurname = uniqueSurname('Again');
    const again = await started(againSurname);
    const oldestFirst = await exported(againSurname, 'submitted-asc', (first) =>
      submitAs(first, again),
    );
    expect(oldestFirst.sort()).toEqual(again.map((account) => account.username).sort());
  }, 240_000);

  it('answers 401 to the review calls made with an applicant session', async () => {
    const account = await signedInApplicant(server);
    for (const url of [staffReviewPaths.applications, staffReviewPaths.auditLog]) {
      const reply = await staffCall(server.app, account.cookie, 'GET', url);
      expect(reply.statusCode).toBe(401);
    }
  });
});
