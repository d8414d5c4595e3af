import { messages } from '@applykit/api-contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../api/types';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';

vi.setConfig({ testTimeout: 30_000 });

function profileWith(overrides: Partial<Profile> = {}): Profile {
  return {
    answer: { first_name: 'Ada' },
    document_answer: {},
    username: 'ada@example.edu',
    last_page: null,
    successful_login: ['2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z'],
    web_status: [{ web_status: 'started' }],
    ...overrides,
  };
}

/** The calls a logged-in form page makes besides the profile. */
const formCalls = {
  'GET /api/tabs': { body: {} },
  'GET /api/add-another': { body: {} },
  'GET /api/document-answer': { body: {} },
  'PUT /api/last-page': { body: { message: 'Saved' } },
};

/** Hovering loads the popover; the real (Radix) trigger carries data-state. */
async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.hover(await screen.findByRole('button', { name: 'My Account' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveAttribute('data-state'),
  );
  await user.click(screen.getByRole('button', { name: 'My Account' }));
  return screen.findByRole('dialog', { name: 'Account' });
}

async function findToast(message: string) {
  const text = await screen.findByText(message);
  const toast = text.closest('[data-severity]');
  if (!(toast instanceof HTMLElement)) throw new Error(`No toast around "${message}"`);
  return toast;
}

beforeEach(() => {
  setLoggedIn(false);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

describe('routes', () => {
  it('sends an unknown path to About You, keeping the query string', async () => {
    stubFetch({});
    const { router } = renderPortal('/no-such-page?utm_source=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(await screen.findByRole('heading', { name: /About You/, level: 1 })).toBeInTheDocument();
  });

  it('opens a step by its path, with the header, account popover and step navigation', async () => {
    stubFetch({});
    renderPortal('/education');
    expect(
      await screen.findByRole('heading', { name: /Your Academics/, level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Account' })).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navigation).getByRole('link', { name: 'Final Steps' })).toHaveAttribute(
      'href',
      '/final-steps',
    );
  });

  it('keeps a visitor who is not submitted off /completion', async () => {
    stubFetch({});
    const { router } = renderPortal('/completion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });

  it('sends a submitted user to /completion from any other page', async () => {
    setLoggedIn(true);
    stubFetch({
      'GET /api/profile': {
        body: profileWith({
          web_status: [
            { web_status: 'started' },
            { web_status: 'validating' },
            { web_status: 'submitted' },
          ],
        }),
      },
      ...formCalls,
    });
    const { router } = renderPortal('/education');
    await waitFor(() => expect(router.state.location.pathname).toBe('/completion'));
    expect(
      await screen.findByText('Your application was successfully submitted.'),
    ).toBeInTheDocument();
  });

  it('takes a returning user back to the saved last page, then saves each page moved to', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith({ last_page: '/final-steps' }) },
      ...formCalls,
    });
    const { router } = renderPortal('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/final-steps'));
    expect(stub.called('PUT /api/last-page')).toHaveLength(0);
    await router.navigate('/education');
    await waitFor(() => expect(stub.called('PUT /api/last-page')).toHaveLength(1));
    expect(stub.called('PUT /api/last-page')[0]?.body).toEqual({ last_page: '/education' });
  });

  it('keeps the page when the last page cannot be saved, and saves it on the next move', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith() },
      ...formCalls,
      'PUT /api/last-page': { status: 500, body: { message: 'Database unavailable' } },
    });
    const { router } = renderPortal('/about');
    await waitFor(() => expect(stub.called('PUT /api/last-page')).toHaveLength(1));
    expect(await screen.findByRole('heading', { name: /About You/, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await router.navigate('/education');
    await waitFor(() => expect(stub.called('PUT /api/last-page')).toHaveLength(2));
    expect(stub.called('PUT /api/last-page')[1]?.body).toEqual({ last_page: '/education' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('marks a logged-in user without a status as started', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith({ web_status: [] }) },
      'POST /api/web-status': { body: { message: 'Saved', web_status: 'started' } },
      ...formCalls,
    });
    renderPortal('/about');
    await waitFor(() => expect(stub.called('POST /api/web-status')).toHaveLength(1));
    expect(stub.called('POST /api/web-status')[0]?.body).toEqual({ web_status: 'started' });
    await waitFor(() =>
      expect(stub.called('PUT /api/last-page')[0]?.body).toEqual({ last_page: '/about' }),
    );
  });

  it('retries the web-status post twice before giving up', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith({ web_status: [] }) },
      'POST /api/web-status': { status: 503, body: { message: 'Busy' } },
      ...formCalls,
    });
    renderPortal('/about');
    await waitFor(() => expect(stub.called('POST /api/web-status')).toHaveLength(3), {
      timeout: 15_000,
    });
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong.' }),
    ).toBeInTheDocument();
  });

  it("asks for a returning applicant's profile as the portal starts, and only once", async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith({ answer: { first_name: 'Ada' } }) },
      ...formCalls,
    });
    renderPortal('/about');
    // Before the code of the query cache or of the form has loaded.
    expect(stub.called('GET /api/profile')).toHaveLength(1);
    expect(await screen.findByDisplayValue('Ada')).toBeInTheDocument();
    expect(stub.called('GET /api/profile')).toHaveLength(1);
  });

  it('ends the session on a 401 and goes to /login with the session message', async () => {
    setLoggedIn(true);
    stubFetch({ 'GET /api/profile': { status: 401, body: { message: messages.sessionInvalid } } });
    const { router } = renderPortal('/education');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await findToast(messages.sessionInvalid)).toHaveAttribute(
      'aria-label',
      'Login Card Error',
    );
    expect(document.cookie).not.toContain('applykit_identity');
  });

  it('shows a success message from navigation state as the Success Notification toast', async () => {
    stubFetch({});
    renderPortal('/about', { successMessage: 'Your answers were saved.' });
    expect(await findToast('Your answers were saved.')).toHaveAttribute(
      'aria-label',
      'Success Notification',
    );
  });

  it('loads the temporary answers of ?token= for a visitor and keeps them in the browser', async () => {
    const stub = stubFetch({ 'GET /public/tmp': { body: { answer: { first_name: 'Grace' } } } });
    const { router } = renderPortal('/about?token=tmp-123');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(stub.called('GET /public/tmp')[0]?.search.get('token')).toBe('tmp-123');
    expect(JSON.parse(localStorage.getItem('applykit.anonymous-answers') ?? '{}')).toEqual({
      first_name: 'Grace',
    });
    expect(await screen.findByDisplayValue('Grace')).toBeInTheDocument();
  });

  it('shows the service view of ?service_token= without chrome', async () => {
    const stub = stubFetch({
      'GET /service/tmp-pdf': {
        body: {
          answer: { first_name: 'Grace', last_name: 'Hopper' },
          add_another: {},
          document_answer: {},
          tabs: {},
        },
      },
    });
    renderPortal('/about?service_token=svc-1');
    expect(await screen.findByText('Hopper')).toBeInTheDocument();
    expect(stub.called('GET /service/tmp-pdf')[0]?.search.get('service_token')).toBe('svc-1');
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('titles the service view as the application of the partner, as its PDF is', async () => {
    stubFetch({
      'GET /service/tmp-pdf': {
        body: { answer: { last_name: 'Hopper' }, add_another: {}, document_answer: {}, tabs: {} },
      },
    });
    renderPortal('/about?service_token=svc-1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Application for Transfer Admission: ApplyKit State University',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Application for Transfer Admission: ApplyKit State University');
  });
});

describe('top navigation', () => {
  it('sends a visitor who has typed answers to sign up, carrying them', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const { router } = renderPortal('/about');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    // Typed, not saved anywhere yet: only the form knows it.
    await user.type(await screen.findByRole('textbox', { name: /^First Name/ }), 'Ada');
    await user.click(within(navigation).getByRole('link', { name: 'Your Academics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    expect(router.state.location.state).toMatchObject({ answers: { first_name: 'Ada' } });
  });

  it('lets a visitor without answers move freely', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const { router } = renderPortal('/about');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(navigation).getByRole('link', { name: 'Final Steps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/final-steps'));
  });

  it('saves the answers and posts validations before a logged-in user changes page', async () => {
    const user = userEvent.setup();
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith() },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      ...formCalls,
    });
    const { router } = renderPortal('/about');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await user.type(await screen.findByDisplayValue('Ada'), 'line');
    await user.click(within(navigation).getByRole('link', { name: 'Your Academics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    expect(stub.called('PUT /api/answer')[0]?.body).toEqual({ first_name: 'Adaline' });
    expect(stub.called('POST /api/validations')[0]?.body).toHaveProperty('last_name');
  });
});

describe('account popover', () => {
  it('shows a failed log out in the Unexpected Error dialog', async () => {
    const user = userEvent.setup();
    setLoggedIn(true);
    stubFetch({
      'GET /api/profile': { body: profileWith() },
      'GET /api/logout': { status: 500, body: { message: 'Logout failed.' } },
      ...formCalls,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPortal('/about');
    const popover = await openAccountMenu(user);
    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByRole('dialog', { name: 'Unexpected Error' })).toHaveTextContent(
      'Logout failed.',
    );
  });

  it('offers Sign In and Create Account to a visitor', async () => {
    const user = userEvent.setup();
    stubFetch({});
    const { router } = renderPortal('/about');
    const popover = await openAccountMenu(user);
    expect(within(popover).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(popover).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the username and logs out to /login with the session message', async () => {
    const user = userEvent.setup();
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith() },
      'GET /api/logout': { body: { message: 'You have been logged out.' } },
      ...formCalls,
    });
    const { router } = renderPortal('/about');
    const popover = await openAccountMenu(user);
    expect(within(popover).getByText('ada@example.edu')).toBeInTheDocument();
    await user.click(within(popover).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(stub.called('GET /api/logout')).toHaveLength(1);
    expect(await findToast(messages.sessionInvalid)).toHaveAttribute(
      'aria-label',
      'Login Card Error',
    );
  });

  it('opens at once when clicked before its code has loaded', async () => {
    stubFetch({});
    renderPortal('/about');
    const standIn = await screen.findByRole('button', { name: 'My Account' });
    fireEvent.click(standIn);
    expect(await screen.findByRole('dialog', { name: 'Account' })).toBeInTheDocument();
  });
});
