import { axe } from 'vitest-axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  serverMessages,
  staffMessages,
  webhookMessages,
  type QueueEntry,
  type WebhookDelivery,
} from '@applykit/api-contract';
import { catalogueProblems } from '@applykit/ui';
import { resolve } from 'node:path';
import { compiledCatalogues } from '../../../../scripts/compile-messages.mjs';
import { jsonResponse, stubFetch } from '../test/fetchStub';
import { catalogues } from './catalogues.generated';
import { renderPortal } from '../test/renderPortal';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedOut = { status: 401, body: { message: staffMessages.staffOnly } };
const entry: QueueEntry = {
  applicant_id: '5f0c1b52-8a4e-4c3e-9d8f-2a1b3c4d5e6f',
  status: 'submitted',
  name: 'Ana Lopez',
  email: 'ana@example.edu',
  entry_term: 'Fall 2027',
  major: 'Biology',
  previous_colleges: ["Prince George's Community College"],
  submitted_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
};
const choices = { entry_terms: [{ value: '2027FA', label: 'Fall 2027' }], majors: [] };

describe('the staff area catalogues', () => {
  it('are compiled from messages/staff/*.json as they stand (run `pnpm messages` after an edit)', async () => {
    const packageDir = resolve(import.meta.dirname, '../..');
    const { generated, expected } = await compiledCatalogues(
      packageDir,
      '@applykit/ui',
      'messages/staff',
      'src/staff/catalogues.generated.ts',
    );
    expect(generated).toBe(expected);
  });

  it('has every id in es, with the same ICU parameters', () => {
    expect(catalogueProblems(catalogues.en!, catalogues.es!)).toEqual([]);
  });
});

describe('the staff area', () => {
  it('offers the institution sign-in only when the server has one, and shows a refused return', async () => {
    const fetchStub = stubFetch({
      'GET /staff-api/me': signedOut,
      'GET /staff-api/oidc': { body: { institution: 'Test University' } },
      'POST /staff-api/oidc/callback': {
        status: 403,
        body: { message: staffMessages.identityProviderNoRole },
      },
    });
    const first = renderPortal('/staff');
    expect(
      await screen.findByRole('button', { name: 'Sign in with Test University' }),
    ).toBeInTheDocument();
    expect(await axe(first.container)).toHaveNoViolations();
    first.unmount();

    const { container } = renderPortal('/staff/oidc/callback?code=abc&state=xyz');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(staffMessages.identityProviderNoRole);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Signing in through your institution' }),
      ).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: 'Back to staff sign in' })).toHaveAttribute(
      'href',
      '/staff',
    );
    expect(fetchStub.called('POST /staff-api/oidc/callback').map((call) => call.body)).toEqual([
      { query: '?code=abc&state=xyz' },
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('opens the queue after the institution return even when the first "who is signed in" read answers late', async () => {
    let signedIn = false;
    const stub = stubFetch({
      'GET /staff-api/me': () =>
        signedIn ? { body: { email: 'director@example.edu', role: 'admin' } } : signedOut,
      'POST /staff-api/oidc/callback': () => {
        signedIn = true;
        return { body: { message: staffMessages.signedIn } };
      },
      'GET /staff-api/applications/choices': { body: choices },
      'GET /staff-api/applications': { body: { applications: [entry], next: null } },
    });
    // The page's first read left before the return's cookie was set, so the server saw nobody;
    // its answer arrives only after the return has been accepted, as on a busy server.
    let returnAccepted: () => void = () => undefined;
    const accepted = new Promise<void>((resolve) => (returnAccepted = resolve));
    let reads = 0;
    const reply = stub.fetchMock.getMockImplementation()!;
    stub.fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/staff-api/me' && reads++ === 0) {
        await accepted;
        return jsonResponse(signedOut.body, signedOut.status);
      }
      const answer = await reply(input, init);
      if (path === '/staff-api/oidc/callback') setTimeout(returnAccepted, 50);
      return answer;
    });
    renderPortal('/staff/oidc/callback?code=abc&state=xyz');
    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    expect(screen.getByText('director@example.edu (admin)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff sign in' })).not.toBeInTheDocument();
  });

  it('signs in with password and enrols an authenticator, focusing each step, with no axe violations', async () => {
    let signedIn = false;
    const fetchStub = stubFetch({
      'GET /staff-api/me': () =>
        signedIn ? { body: { email: 'dean@example.edu', role: 'admin' } } : signedOut,
      'GET /staff-api/oidc': { body: { institution: null } },
      'POST /staff-api/sign-in': { body: { message: staffMessages.signedIn, next: 'enrolment' } },
      'POST /staff-api/second-factor/enrolment': {
        body: {
          otpauth_uri: 'otpauth://totp/x?secret=ABC',
          qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
          secret: 'ABCDEFGHIJKLMNOP',
        },
      },
      'POST /staff-api/second-factor/enrolment/confirmation': () => {
        signedIn = true;
        return { body: { message: staffMessages.signedIn, recovery_codes: ['abcde-fghjk'] } };
      },
      'GET /staff-api/applications/choices': { body: choices },
      'GET /staff-api/applications': { body: { applications: [entry], next: null } },
    });
    const user = userEvent.setup();
    const { container } = renderPortal('/staff');
    const heading = await screen.findByRole('heading', { name: 'Staff sign in' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await axe(container)).toHaveNoViolations();
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Email address/), 'dean@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Admissions-Office-2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const setUp = await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    await waitFor(() => expect(setUp).toHaveFocus());
    expect(screen.getByRole('img', { name: 'QR code of your staff sign-in key' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    expect(fetchStub.called('POST /staff-api/sign-in')[0]?.body).toEqual({
      username: 'dean@example.edu',
      password: 'Admissions-Office-2026',
    });

    await user.type(screen.getByLabelText(/Code from your app/), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getByText('abcde-fghjk')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have kept my recovery codes' }));

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute(
      'href',
      `/staff/applications/${entry.applicant_id}`,
    );
    expect(screen.getByRole('link', { name: 'Audit log' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('marks an application reviewed and keeps focus on the page, at its heading', async () => {
    let reviewed = false;
    const application = () => ({
      entry: { ...entry, reviewed_at: reviewed ? '2026-11-21T09:00:00.000Z' : null },
      reviewed_by: reviewed ? 'reader@example.edu' : null,
      pages: [],
      documents: [],
      notes: [],
    });
    stubFetch({
      'GET /staff-api/me': { body: { email: 'reader@example.edu', role: 'reader' } },
      [`GET /staff-api/applications/${entry.applicant_id}`]: () => ({ body: application() }),
      [`POST /staff-api/applications/${entry.applicant_id}/review`]: () => {
        reviewed = true;
        return { body: { message: 'The application is marked as reviewed.' } };
      },
    });
    const user = userEvent.setup();
    renderPortal(`/staff/applications/${entry.applicant_id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as reviewed' }));
    await screen.findByText(/Reviewed by reader@example\.edu/);
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ana Lopez' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('The application is marked as reviewed.');
  });

  it('shows the server message for a wrong code, tied to the form', async () => {
    stubFetch({
      'GET /staff-api/me': signedOut,
      'POST /staff-api/sign-in': {
        body: { message: staffMessages.signedIn, next: 'second-factor' },
      },
      'POST /staff-api/second-factor': {
        status: 400,
        body: { message: staffMessages.codeRejected },
      },
    });
    const user = userEvent.setup();
    renderPortal('/staff');
    await user.type(await screen.findByLabelText(/Email address/), 'reader@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Admissions-Office-2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/recovery code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.codeRejected);
  });

  it('keeps a busy Continue focused and sends one sign-in however often it is pressed', async () => {
    const stub = stubFetch({
      'GET /staff-api/me': signedOut,
      'POST /staff-api/sign-in': { status: 401, body: { message: serverMessages.loginRejected } },
    });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const reply = stub.fetchMock.getMockImplementation()!;
    stub.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/sign-in')) await held;
      return reply(input, init);
    });
    const user = userEvent.setup();
    renderPortal('/staff');
    await user.type(await screen.findByLabelText(/Email address/), 'reader@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Admissions-Office-2026');
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.click(button);
    // Busy, not disabled: a disabled button would drop keyboard focus to the page's start.
    expect(button).toHaveFocus();
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessages.loginRejected);
    expect(stub.called('POST /staff-api/sign-in')).toHaveLength(1);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('sends the queue search and filters as the query string, keeps focus on the list when paging, and hides admin links from readers', async () => {
    const fetchStub = stubFetch({
      'GET /staff-api/me': { body: { email: 'reader@example.edu', role: 'reader' } },
      'GET /staff-api/applications/choices': { body: choices },
      'GET /staff-api/applications': { body: { applications: [entry], next: 'cursor-2' } },
    });
    const user = userEvent.setup();
    renderPortal('/staff');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name, email address or CEEB code/), 'lopez');
    await user.selectOptions(screen.getByLabelText('Status'), 'submitted');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = fetchStub.called('GET /staff-api/applications').at(-1)!;
      expect(last.search.get('q')).toBe('lopez');
      expect(last.search.get('status')).toBe('submitted');
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(fetchStub.called('GET /staff-api/applications').at(-1)!.search.get('after')).toBe(
        'cursor-2',
      ),
    );
    // The Next page button goes away while the page loads: focus stays in the list, on the table.
    await screen.findByRole('link', { name: 'Ana Lopez' });
    expect(screen.getByRole('table')).toHaveFocus();
  });

  it('lets a reader pick the answers to export page by page, and downloads the search as CSV or JSON', async () => {
    stubFetch({
      'GET /staff-api/me': { body: { email: 'reader@example.edu', role: 'reader' } },
      'GET /staff-api/applications/choices': { body: choices },
      'GET /staff-api/applications': { body: { applications: [entry], next: null } },
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(this.href);
    });
    // Without the pointer-events check of every click, which walks the picker's long form.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    // axe runs over the open picker in the staff journey: in Chromium, not jsdom's 13 seconds.
    renderPortal('/staff');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(/Name, email address or CEEB code/), 'lopez');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByText('Export these applications'));

    // Label queries: the picker holds every question of the form, too many for role queries.
    const download = screen.getByText('Download the export');
    await user.click(download);
    expect(downloads).toEqual([]);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is a problem');
    await user.click(screen.getByText('Choose at least one answer to export.', { selector: 'a' }));
    const allOfAbout = screen.getByLabelText('Every answer of About You');
    expect(allOfAbout).toHaveFocus();
    expect(allOfAbout.closest('fieldset')!.querySelector('legend')).toHaveTextContent('About You');

    // The pages and questions are the form's own, labelled as the applicant reads them.
    await user.click(allOfAbout);
    const firstName = screen.getByLabelText('First Name');
    expect(firstName).toBeChecked();
    await user.click(firstName);
    expect(allOfAbout).toHaveProperty('indeterminate', true);
    await user.click(screen.getByLabelText('JSON'));
    await user.click(download);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const url = new URL(downloads[0]!);
    expect(url.pathname).toBe('/staff-api/exports/applications');
    expect(url.searchParams.get('q')).toBe('lopez');
    expect(url.searchParams.get('format')).toBe('json');
    const keys = url.searchParams.get('keys')!.split(',');
    expect(keys).not.toContain('first_name');
    expect(keys).not.toContain('entry_term');
    expect(keys).toEqual(
      expect.arrayContaining(['last_name', 'religious_pref', 'religious_pref_desc']),
    );
  });

  it('lists dead letters for admins and redelivers one, with the outcome focused and no axe violations', async () => {
    const dead: WebhookDelivery = {
      id: '0b4c7f0e-6a55-4a8e-9d5b-0c1d2e3f4a5b',
      applicant_id: entry.applicant_id,
      name: 'Ana Lopez',
      state: 'dead',
      attempts: 16,
      last_error: 'The receiver answered 503.',
      next_attempt_at: null,
      delivered_at: null,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    let redelivered = false;
    const fetchStub = stubFetch({
      'GET /staff-api/me': { body: { email: 'dean@example.edu', role: 'admin' } },
      'GET /staff-api/webhook-deliveries': () => ({
        body: { deliveries: redelivered ? [] : [dead], next: null },
      }),
      [`POST /staff-api/webhook-deliveries/${dead.id}/redelivery`]: () => {
        redelivered = true;
        return { body: { message: webhookMessages.redelivered } };
      },
    });
    const user = userEvent.setup();
    const { container } = renderPortal('/staff/deliveries');
    const table = await screen.findByRole('table', { name: 'Deliveries: Gave up, newest first' });
    expect(await within(table).findByRole('link', { name: 'Ana Lopez' })).toHaveAttribute(
      'href',
      `/staff/applications/${entry.applicant_id}`,
    );
    expect(within(table).getByText('The receiver answered 503.')).toBeInTheDocument();
    expect(fetchStub.called('GET /staff-api/webhook-deliveries')[0]!.search.get('state')).toBe(
      'dead',
    );
    expect(await axe(container)).toHaveNoViolations();

    const button = within(table).getByRole('button', { name: 'Redeliver' });
    expect(button).toHaveAccessibleDescription('Ana Lopez');
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(webhookMessages.redelivered);
    await waitFor(() => expect(screen.getByRole('status').parentElement).toHaveFocus());
    expect(await screen.findByText('There are no deliveries in this list.')).toBeInTheDocument();
    expect(
      fetchStub.called(`POST /staff-api/webhook-deliveries/${dead.id}/redelivery`),
    ).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();

    await user.selectOptions(screen.getByLabelText('Show'), 'delivered');
    await user.click(screen.getByRole('button', { name: 'Show deliveries' }));
    await waitFor(() =>
      expect(
        fetchStub.called('GET /staff-api/webhook-deliveries').at(-1)!.search.get('state'),
      ).toBe('delivered'),
    );
  });

  it('is not offered to readers', async () => {
    stubFetch({
      'GET /staff-api/me': { body: { email: 'reader@example.edu', role: 'reader' } },
      'GET /staff-api/applications/choices': { body: choices },
      'GET /staff-api/applications': { body: { applications: [entry], next: null } },
    });
    renderPortal('/staff/deliveries');
    await screen.findByRole('table');
    expect(screen.queryByRole('link', { name: 'Deliveries' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deliveries to the student system' })).toBeNull();
  });
});
