import { axe } from 'vitest-axe';
import { messages } from '@applykit/api-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { statusTexts } from '../answers/statusTexts';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';

// Whole-portal renders with lazy chunks and axe runs are slow on a shared two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const strong = 'Correct-Horse-9';
const profile = {
  answer: {},
  document_answer: {},
  username: 'ada@example.edu',
  last_page: null,
  successful_login: ['2026-11-21T10:00:00Z'],
  web_status: [{ web_status: 'started' }],
};

beforeEach(() => {
  setLoggedIn(false);
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

/** The toast showing `message`, found by its text; its accessible name is the label. */
async function findToast(message: string) {
  const text = await screen.findByText(message);
  const toast = text.closest('[data-severity]');
  if (!(toast instanceof HTMLElement)) throw new Error(`No toast around "${message}"`);
  return toast;
}

describe('Log In card', () => {
  // The form's modules are transformed on their first import: seconds on a busy machine. Loaded
  // first, so a log in that goes on to the form waits for that, not for the transform.
  beforeAll(() => import('../form/formRoutes'), 120_000);

  it('has its fields, links and footer question, and no axe violations', async () => {
    const { container } = renderPortal('/login');
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Resend confirmation code?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('toggles the password between masked and plain', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    const password = await screen.findByLabelText(/^Password/);
    await user.click(screen.getByRole('button', { name: /show password/i }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: /hide password/i }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates on change once a field has been left', async () => {
    const user = userEvent.setup();
    const { container } = renderPortal('/login');
    const email = await screen.findByLabelText(/Email Address/);
    await user.type(email, 'ada');
    await user.tab();
    expect(await screen.findByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(await axe(container)).toHaveNoViolations();
    await user.type(email, '@example.edu');
    expect(screen.queryByText('Please provide a valid email address.')).not.toBeInTheDocument();
  });

  it('checks e-mail and password on submit and sends nothing when invalid', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({});
    renderPortal('/login');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please provide a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveFocus();
    expect(stub.calls).toHaveLength(0);
  });

  it('shows a failed log in as the Login Card Error toast', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /public/login': {
        status: 400,
        body: { message: 'Incorrect email address or password.' },
      },
    });
    renderPortal('/login');
    await user.type(await screen.findByLabelText(/Email Address/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const toast = await findToast('Incorrect email address or password.');
    expect(toast).toHaveAttribute('aria-label', 'Login Card Error');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
  });

  it('takes an account not yet confirmed to /confirm with its address, no second field', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /public/login': {
        status: 403,
        body: {
          message:
            'Please confirm your account first with the 6-digit code we sent to your email address.',
          reason: 'notConfirmed',
        },
      },
    });
    const { router } = renderPortal('/login', { answers: { first_name: 'Ada' } });
    await user.type(await screen.findByLabelText(/Email Address/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm'));
    expect(router.state.location.state).toMatchObject({
      username: 'ada@example.edu',
      answers: { first_name: 'Ada' },
    });
    expect(await screen.findByLabelText(/Confirmation Code/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Email Address/)).not.toBeInTheDocument();
  });

  it('logs in, saves the answers typed before the account existed, and goes to the default route', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'POST /public/login': () => {
        setLoggedIn(true);
        return { body: { message: 'You are logged in.' } };
      },
      'GET /api/profile': { body: profile },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'PUT /api/last-page': { body: {} },
    });
    const { router } = renderPortal('/login', {
      answers: { first_name: 'Ada' },
      username: 'ada@example.edu',
    });
    expect(await screen.findByLabelText(/Email Address/)).toHaveValue('ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(stub.called('POST /public/login')[0]?.body).toEqual({
      username: 'ada@example.edu',
      password: strong,
    });
    expect(stub.called('PUT /api/answer')[0]?.body).toEqual({ first_name: 'Ada' });
  });

  /** Logs in to an account that has logged in before, and waits for the form's first page. */
  async function logInAgain() {
    const user = userEvent.setup();
    const stub = stubFetch({
      'POST /public/login': () => {
        setLoggedIn(true);
        return { body: { message: 'You are logged in.' } };
      },
      'GET /api/profile': { body: { ...profile, successful_login: ['a', 'b'] } },
      'GET /api/tabs': { body: {} },
      'GET /api/add-another': { body: {} },
      'GET /api/document-answer': { body: {} },
      'PUT /api/last-page': { body: {} },
    });
    const { router } = renderPortal('/login');
    await user.type(await screen.findByLabelText(/Email Address/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    return stub;
  }

  it('keeps the account answers on a later log in', async () => {
    localStorage.setItem('applykit.anonymous-answers', JSON.stringify({ first_name: 'Old draft' }));
    const stub = await logInAgain();
    expect(stub.called('PUT /api/answer')).toHaveLength(0);
    expect(localStorage.getItem('applykit.anonymous-answers')).toBeNull();
    // The typed answers did not vanish without a word.
    expect(await screen.findByText(statusTexts.visitorAnswersSetAside)).toBeInTheDocument();
  });

  it('says nothing of set-aside answers on a later log in when none were typed', async () => {
    await logInAgain();
    expect(await screen.findByRole('textbox', { name: /^First Name/ })).toBeInTheDocument();
    expect(screen.queryByText(statusTexts.visitorAnswersSetAside)).toBeNull();
  });

  it('refuses to resend a code without a valid address', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({});
    renderPortal('/login');
    await user.type(await screen.findByLabelText(/Email Address/), 'ada');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect(
      await screen.findByText(
        'You must provide a valid email address to resend a confirmation code.',
      ),
    ).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
  });

  it('resends the code and goes to /confirm with the username', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'POST /public/resend-confirm': { body: { message: 'We sent a new code.' } },
    });
    const { router } = renderPortal('/login');
    await user.type(await screen.findByLabelText(/Email Address/), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm'));
    expect(stub.called('POST /public/resend-confirm')[0]?.body).toEqual({
      username: 'ada@example.edu',
    });
    expect(
      await screen.findByText('Enter the 6-digit code we sent to ada@example.edu.'),
    ).toBeVisible();
    expect(await findToast('We sent a new code.')).toHaveAttribute(
      'aria-label',
      'Success Notification',
    );
  });

  it('shows a failed resend as the Resend Confirmation Code Error toast', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /public/resend-confirm': { status: 429, body: { message: 'Too many attempts.' } },
    });
    renderPortal('/login');
    await user.type(await screen.findByLabelText(/Email Address/), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect(await findToast('Too many attempts.')).toHaveAttribute(
      'aria-label',
      'Resend Confirmation Code Error',
    );
  });

  it("starts each card reached by a link at its heading, and a page loaded at the browser's start", async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    const logIn = await screen.findByRole('heading', { name: 'Log In', level: 1 });
    // A page load: the browser starts at the top, nothing of the page takes focus.
    expect(logIn).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    // Reached from the page before: the new page is announced, and Tab goes on from its heading.
    const signUp = await screen.findByRole('heading', { name: 'Sign Up', level: 1 });
    await waitFor(() => expect(signUp).toHaveFocus());
    await user.tab();
    expect(signUp).not.toHaveAttribute('tabindex');
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Log In', level: 1 })).toHaveFocus(),
    );
  });

  it('carries the typed e-mail address to Forgot password and Sign Up, and back', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    const address = () => screen.findByRole('textbox', { name: /Email Address/ });
    await user.type(await address(), '  ada@example.edu ');

    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot Password', level: 1 })).toBeVisible();
    expect(await address()).toHaveValue('ada@example.edu');
    // Changed there, the new address goes back to Log In.
    await user.clear(await address());
    await user.type(await address(), 'ada.l@example.edu');
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
    expect(await address()).toHaveValue('ada.l@example.edu');

    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    expect(await address()).toHaveValue('ada.l@example.edu');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await user.click(screen.getByRole('link', { name: 'Log In' }));
    expect(await screen.findByRole('heading', { name: 'Log In', level: 1 })).toBeVisible();
    expect(await address()).toHaveValue('ada.l@example.edu');

    // An address cleared is not brought back.
    await user.clear(await address());
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();
    expect(await address()).toHaveValue('');
  });

  it('shows an error message passed in navigation state the same way', async () => {
    renderPortal('/login', { errorMessage: messages.sessionInvalid });
    expect(await findToast(messages.sessionInvalid)).toHaveAttribute(
      'aria-label',
      'Login Card Error',
    );
  });
});

describe('Sign Up card', () => {
  it('has its fields, a live checklist, and no axe violations', async () => {
    const user = userEvent.setup();
    const { container } = renderPortal('/signup');
    const password = await screen.findByLabelText(/^Password/);
    expect(screen.getByLabelText(/Email Address/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await user.type(password, 'abc');
    expect(screen.getByText(/a lowercase letter/).closest('li')).toHaveAttribute(
      'data-state',
      'met',
    );
    expect(screen.getByText(/an uppercase letter/).closest('li')).toHaveAttribute(
      'data-state',
      'unmet',
    );
    expect(password.getAttribute('aria-describedby')).toContain('signup-password-requirements');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('signs up and goes to /confirm with the username and the answers', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ 'POST /public/signup': { body: { message: 'We sent a code.' } } });
    const { router } = renderPortal('/signup', { answers: { first_name: 'Ada' } });
    await user.type(await screen.findByLabelText(/Email Address/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/confirm'));
    // The sign-up carries the page's language, the new account's language.
    expect(stub.called('POST /public/signup')[0]?.body).toEqual({
      username: 'ada@example.edu',
      password: strong,
      locale: 'en',
    });
    expect(router.state.location.state).toMatchObject({
      username: 'ada@example.edu',
      answers: { first_name: 'Ada' },
    });
  });

  it('stops a weak password and names the failure toast after the card', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({ 'POST /public/signup': { status: 400, body: { message: 'Taken.' } } });
    renderPortal('/signup');
    await user.type(await screen.findByLabelText(/Email Address/), 'ada@example.edu');
    await user.type(screen.getByLabelText(/^Password/), 'weak');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Your password does not meet the requirements.')).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Taken.')).toHaveAttribute('aria-label', 'Sign Up Card Error');
  });
});

describe('Confirm Your Account card', () => {
  it('takes the username from navigation state and checks the code', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({});
    const { container } = renderPortal('/confirm', { username: 'ada@example.edu' });
    expect(
      await screen.findByRole('heading', { name: 'Confirm Your Account' }),
    ).toBeInTheDocument();
    // One field: the address came along from sign up and is only shown.
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText(/Confirmation Code/)]);
    expect(screen.queryByLabelText(/Email Address/)).not.toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent to ada@example.edu.')).toBeVisible();
    await user.type(screen.getByLabelText(/Confirmation Code/), '12ab');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      screen.getByText('The confirmation code must be exactly 6 numbers.'),
    ).toBeInTheDocument();
    expect(stub.calls).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('confirms and goes to /login with the server message as a success toast', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'POST /public/confirm': { body: { message: 'Your account is confirmed. Please log in.' } },
    });
    const { router } = renderPortal('/confirm', {
      username: 'ada@example.edu',
      answers: { first_name: 'Ada' },
    });
    await user.type(await screen.findByLabelText(/Confirmation Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(stub.called('POST /public/confirm')[0]?.body).toEqual({
      username: 'ada@example.edu',
      code: '123456',
    });
    expect(await findToast('Your account is confirmed. Please log in.')).toHaveAttribute(
      'aria-label',
      'Success Notification',
    );
    expect(router.state.location.state).toMatchObject({ answers: { first_name: 'Ada' } });
  });

  it('sends someone who arrives without an address to log in first', async () => {
    stubFetch({});
    const { router } = renderPortal('/confirm');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('names a failed confirmation and a failed resend', async () => {
    const user = userEvent.setup();
    stubFetch({
      'POST /public/confirm': { status: 400, body: { message: 'That code is wrong.' } },
      'POST /public/resend-confirm': { status: 500, body: { message: 'Mail is down.' } },
    });
    renderPortal('/confirm', { username: 'ada@example.edu' });
    await user.type(await screen.findByLabelText(/Confirmation Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findToast('That code is wrong.')).toHaveAttribute(
      'aria-label',
      'Confirm Account Card Error',
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation code?' }));
    expect(await findToast('Mail is down.')).toHaveAttribute(
      'aria-label',
      'Resend Confirmation Code Error',
    );
  });
});

describe('Forgot Password card', () => {
  it('shows the reply in a dismissible success toast and stays', async () => {
    // jsdom reads Radix's swipe styles as pointer-events: none; a browser does not.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    stubFetch({ 'POST /public/forgot-password': { body: { message: 'We sent a link.' } } });
    const { router, container } = renderPortal('/forgot');
    expect(await screen.findByRole('heading', { name: 'Forgot Password' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByLabelText(/Email Address/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Your email address must be valid.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Email Address/));
    await user.type(screen.getByLabelText(/Email Address/), 'ada@example.edu');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const toast = await findToast('We sent a link.');
    expect(toast).toHaveAttribute('aria-label', 'Success Notification');
    await user.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('We sent a link.')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/forgot');
  });

  it('shows an error passed in navigation state', async () => {
    renderPortal('/forgot', { errorMessage: 'That link has expired.' });
    expect(await findToast('That link has expired.')).toHaveAttribute(
      'aria-label',
      'Forgot Password Card Error',
    );
  });
});

describe('Reset Password card', () => {
  it('reads username and id from the query, checks the match, resets and goes to /login', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'POST /public/reset-password': { body: { message: 'Your password has been reset.' } },
    });
    const { router, container } = renderPortal('/reset?username=ada%40example.edu&id=abc123');
    const password = await screen.findByLabelText(/^New Password/);
    await user.type(password, strong);
    await user.type(screen.getByLabelText(/^Confirm Password/), 'different');
    expect(screen.getByText(/passwords must match/).closest('li')).toHaveAttribute(
      'data-state',
      'unmet',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('passwords must match').length).toBeGreaterThan(0);
    expect(stub.calls).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
    await user.clear(screen.getByLabelText(/^Confirm Password/));
    await user.type(screen.getByLabelText(/^Confirm Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(stub.called('POST /public/reset-password')[0]?.body).toEqual({
      username: 'ada@example.edu',
      id: 'abc123',
      password: strong,
      confirm_password: strong,
    });
  });

  it('says so when the link lacks its id', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderPortal('/reset?username=ada%40example.edu');
    await user.type(await screen.findByLabelText(/^New Password/), strong);
    await user.type(screen.getByLabelText(/^Confirm Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
  });

  it('names a failed reset after the card', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /public/reset-password': { status: 400, body: { message: 'Expired.' } } });
    renderPortal('/reset?username=ada%40example.edu&id=abc');
    await user.type(await screen.findByLabelText(/^New Password/), strong);
    await user.type(screen.getByLabelText(/^Confirm Password/), strong);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findToast('Expired.')).toHaveAttribute('aria-label', 'Reset Password Card Error');
  });
});
