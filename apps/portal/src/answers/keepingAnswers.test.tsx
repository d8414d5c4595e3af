import { messages, serverMessages } from '@applykit/api-contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../api/types';
import { sessionClock } from '../session/sessionClock';
import { stubFetch, type Reply } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
import { applicantDraft } from './applicantDraft';
import { statusTexts } from './statusTexts';

vi.setConfig({ testTimeout: 30_000 });

const username = 'ada@example.edu';
const draftKey = `applykit.draft.${username}`;
const profile: Profile = {
  answer: { last_name: 'Lovelace' },
  document_answer: {},
  username,
  last_page: null,
  successful_login: ['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z'],
  web_status: [{ web_status: 'started' }],
};

function logInWith(routes: Record<string, Reply> = {}) {
  setLoggedIn(true);
  return stubFetch({
    'GET /api/profile': { body: profile },
    'GET /api/tabs': { body: {} },
    'GET /api/add-another': { body: {} },
    'GET /api/document-answer': { body: {} },
    'PUT /api/last-page': { body: { message: 'Saved' } },
    'POST /api/validations': { body: { message: 'Saved' } },
    'GET /api/logout': { body: { message: 'Logged out.' } },
    ...routes,
  });
}

const firstName = () => screen.findByRole('textbox', { name: /^First Name/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  sessionClock.clear();
});

describe('what was typed is never lost', () => {
  it.each([
    {
      failure: 'a 500',
      says: 'The database is busy.',
      reply: (): Reply => ({ status: 500, body: { message: 'The database is busy.' } }),
    },
    {
      // A server restarting: the browser is online, but nothing answers. Not the generic
      // text, which sends the applicant away to try later.
      failure: 'no reply',
      says: statusTexts.unreachable,
      reply: (): Reply => {
        throw new TypeError('Failed to fetch');
      },
    },
  ])(
    'shows a failed save ($failure) with a retry, keeps the page and the answers, and saves on retry',
    async ({ says, reply }) => {
      let attempts = 0;
      const stub = logInWith({
        'PUT /api/answer': () => {
          attempts += 1;
          return attempts === 1 ? reply() : { body: { message: 'Your answers were saved.' } };
        },
      });
      const user = userEvent.setup();
      renderPortal('/about');
      await user.type(await firstName(), 'Ada');
      await user.click(saveButton());

      const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
      await waitFor(() => expect(alert).toHaveTextContent(statusTexts.saveFailed));
      expect(alert).toHaveTextContent(says);
      expect(alert).not.toHaveTextContent(messages.unexpected);
      expect(await firstName()).toHaveValue('Ada');
      expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}')).toMatchObject({
        first_name: 'Ada',
      });

      await user.click(within(alert).getByRole('button', { name: statusTexts.tryAgain }));
      await waitFor(() => expect(stub.called('PUT /api/answer')).toHaveLength(2));
      // Only what changed: the saved last name is not sent back over another tab's save.
      expect(stub.called('PUT /api/answer')[1]?.body).toEqual({ first_name: 'Ada' });
      await waitFor(() => expect(alert).toBeEmptyDOMElement());
      // Saved: nothing is left in this browser.
      expect(localStorage.getItem(draftKey)).toBeNull();
    },
  );

  it('takes the applicant to /completion when another tab submitted the application, with no futile retry', async () => {
    let submitted = false;
    logInWith({
      'GET /api/profile': () => ({
        body: submitted
          ? {
              ...profile,
              web_status: ['started', 'validating', 'submitted'].map((status) => ({
                web_status: status,
              })),
            }
          : profile,
      }),
      'PUT /api/answer': () => {
        submitted = true;
        return { status: 409, body: { message: serverMessages.alreadySubmitted } };
      },
    });
    const user = userEvent.setup();
    const { router } = renderPortal('/about');
    await user.type(await firstName(), 'Ada');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'), {
      timeout: 10_000,
    });
    expect(await screen.findByText(messages.submitted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: statusTexts.tryAgain })).not.toBeInTheDocument();
  });

  it('puts a draft kept in this browser back after log in, says so, and forgets it once saved', async () => {
    applicantDraft.keep(username, { ...profile.answer, first_name: 'Ada' }, profile.answer);
    const stub = logInWith({ 'PUT /api/answer': { body: { message: 'Saved' } } });
    const user = userEvent.setup();
    renderPortal('/about');
    expect(await firstName()).toHaveValue('Ada');
    expect(screen.getByText(statusTexts.restoredDraft)).toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(stub.called('PUT /api/answer')).toHaveLength(1));
    expect(stub.called('PUT /api/answer')[0]?.body).toMatchObject({ first_name: 'Ada' });
    await waitFor(() =>
      expect(screen.queryByText(statusTexts.restoredDraft)).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('keeps typing in the draft before the field is left, as a crashed tab never leaves it', async () => {
    logInWith();
    const user = userEvent.setup();
    renderPortal('/about');
    await user.type(await firstName(), 'Ad');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}')).toEqual({ first_name: 'Ad' }),
    );
    expect(await firstName()).toHaveFocus();
  });

  it('removes the draft when the applicant logs out', async () => {
    applicantDraft.keep(username, { first_name: 'Ada' }, {});
    logInWith();
    const user = userEvent.setup();
    const { router } = renderPortal('/about');
    expect(await firstName()).toHaveValue('Ada');
    await user.hover(screen.getByRole('button', { name: 'My Account' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'My Account' })).toHaveAttribute('data-state'),
    );
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('regression: a failed log out keeps what was typed, and Try again brings the page back with it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logInWith({ 'GET /api/logout': { status: 500, body: { message: 'Logout failed.' } } });
    const user = userEvent.setup();
    renderPortal('/about');
    await user.type(await firstName(), 'Ada');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}')).toEqual({ first_name: 'Ada' }),
    );
    await user.hover(screen.getByRole('button', { name: 'My Account' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'My Account' })).toHaveAttribute('data-state'),
    );
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unexpected Error' });
    expect(dialog).toHaveTextContent('Logout failed.');
    expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}')).toEqual({ first_name: 'Ada' });
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await firstName()).toHaveValue('Ada');
    vi.mocked(console.error).mockRestore();
  });

  it('removes the draft when a chosen log out finds the session already over', async () => {
    applicantDraft.keep(username, { first_name: 'Ada' }, {});
    logInWith({ 'GET /api/logout': { status: 401, body: { message: messages.sessionInvalid } } });
    const user = userEvent.setup();
    const { router } = renderPortal('/about');
    expect(await firstName()).toHaveValue('Ada');
    await user.hover(screen.getByRole('button', { name: 'My Account' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'My Account' })).toHaveAttribute('data-state'),
    );
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('leaves no draft when the applicant logs out straight after typing', async () => {
    logInWith();
    const user = userEvent.setup();
    const { router } = renderPortal('/about');
    await user.hover(await screen.findByRole('button', { name: 'My Account' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'My Account' })).toHaveAttribute('data-state'),
    );
    await user.click(screen.getByRole('button', { name: 'My Account' }));
    const popover = await screen.findByRole('dialog', { name: 'Account' });
    // Typed, and Log Out chosen before the typing pause has passed.
    fireEvent.input(await firstName(), { target: { value: 'Ada' } });
    fireEvent.click(within(popover).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Longer than the typing pause: what was on its way to the draft has had its chance.
    await act(() => new Promise((done) => setTimeout(done, 600)));
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('keeps the draft when a call finds the session over', async () => {
    logInWith({ 'PUT /api/answer': { status: 401, body: { message: messages.sessionInvalid } } });
    const user = userEvent.setup();
    const { router } = renderPortal('/about');
    await user.type(await firstName(), 'Ada');
    await user.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ errorMessage: messages.sessionInvalid });
    expect(JSON.parse(localStorage.getItem(draftKey) ?? '{}')).toEqual({ first_name: 'Ada' });
  });

  it('says when the network is gone, and saves what was kept when it returns', async () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const stub = logInWith();
    const saved: unknown[] = [];
    const fetchThrough = stub.fetchMock.getMockImplementation()!;
    stub.fetchMock.mockImplementation(async (input, init) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (init?.method === 'PUT' && String(input).endsWith('/api/answer')) {
        saved.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ message: 'Saved' }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return fetchThrough(input, init);
    });
    const user = userEvent.setup();
    renderPortal('/about');
    const field = await firstName();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(statusTexts.offline)).toBeInTheDocument();

    await user.type(field, 'Ada');
    await user.click(saveButton());
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(statusTexts.offlineReason));
    expect(field).toHaveValue('Ada');

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(statusTexts.backOnline)).toBeInTheDocument();
    expect(saved).toEqual([expect.objectContaining({ first_name: 'Ada' })]);
    expect(alert).toBeEmptyDOMElement();
  });
});
