import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { useApplicationActions, type ApplicationActions } from '../answers/useApplicationActions';
import type { Profile } from '../api/types';
import { sessionClock } from '../session/sessionClock';
import { useSession } from '../session/SessionProvider';
import { stubFetch, type Reply } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
import { renderWithSession } from '../test/renderWithSession';
import { errorTexts } from './errorTexts';

vi.setConfig({ testTimeout: 40_000 });

function profileWith(statuses: Profile['web_status']): Profile {
  return {
    answer: { first_name: 'Ada' },
    document_answer: {},
    username: 'ada@example.edu',
    last_page: '/about',
    successful_login: ['2026-11-20T10:00:00Z'],
    web_status: statuses,
  };
}

/** Replies in turn from `replies`, then keeps giving the last one. */
function inTurn(...replies: Reply[]): Reply {
  return () => (replies.length > 1 ? replies.shift()! : replies[0]!);
}

const busy = { status: 503, body: { message: 'The database is busy.' } };
const pageRoutes = {
  'GET /api/tabs': { body: {} },
  'GET /api/add-another': { body: {} },
  'GET /api/document-answer': { body: {} },
  'PUT /api/last-page': { body: { message: 'Saved' } },
};
const firstName = () => screen.findByRole('textbox', { name: /^First Name/ });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setLoggedIn(false);
  sessionClock.clear();
});

describe('errors above the page', () => {
  it('regression: a failed profile load shows the Unexpected Error dialog, and Try again loads it', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      ...pageRoutes,
      'GET /api/profile': inTurn(busy, { body: profileWith([{ web_status: 'started' }]) }),
    });
    const user = userEvent.setup();
    const { baseElement } = renderPortal('/about');

    const dialog = await screen.findByRole('dialog', { name: errorTexts.dialogTitle });
    expect(dialog).toHaveTextContent('The database is busy.');
    expect(within(dialog).getByRole('button', { name: errorTexts.tryAgain })).toHaveFocus();
    expect(screen.getByRole('main', { hidden: true })).toHaveTextContent(errorTexts.screenHeading);
    expect(await axe(baseElement)).toHaveNoViolations();

    await user.click(within(dialog).getByRole('button', { name: errorTexts.tryAgain }));
    expect(await firstName()).toHaveValue('Ada');
    expect(screen.queryByRole('dialog', { name: errorTexts.dialogTitle })).not.toBeInTheDocument();
    expect(stub.called('GET /api/profile')).toHaveLength(2);
  });

  it('regression: a failed first status post shows the dialog after its two retries, and Try again posts it again', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      ...pageRoutes,
      'GET /api/profile': { body: profileWith([]) },
      'POST /api/web-status': inTurn(busy, busy, busy, {
        body: { message: 'Saved', web_status: 'started' },
      }),
    });
    const user = userEvent.setup();
    renderPortal('/about');

    const dialog = await screen.findByRole(
      'dialog',
      { name: errorTexts.dialogTitle },
      { timeout: 15_000 },
    );
    expect(dialog).toHaveTextContent('The database is busy.');
    expect(stub.called('POST /api/web-status')).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: errorTexts.tryAgain }));
    expect(await firstName()).toHaveValue('Ada');
    await waitFor(() => expect(stub.called('POST /api/web-status')).toHaveLength(4));
    expect(stub.called('POST /api/web-status')[3]?.body).toEqual({ web_status: 'started' });
  });

  it('regression: a failed status post during submit takes no page away, and a retry posts it again', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith([{ web_status: 'started' }]) },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/web-status': inTurn(busy, busy, busy, {
        body: { message: 'Saved', web_status: 'validating' },
      }),
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
    });
    const probe: { actions?: ApplicationActions; status?: string | null } = {};
    function Probe() {
      const actions = useApplicationActions();
      const status = useSession().snapshot.web_status;
      useEffect(() => {
        probe.actions = actions;
        probe.status = status;
      });
      return <p>ready</p>;
    }
    // The probe stays on every page, as the portal's session does.
    const { queryClient, router } = renderWithSession(<Probe />, '/:page');
    await router.navigate('/final-steps');
    await screen.findByText('ready');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());

    await act(() => expect(probe.actions!.submit()).rejects.toThrow('The database is busy.'));
    // With errors to show, the submit first goes to the first page (so the summary is shown
    // once, there); the failure is the submit's own, not an error screen over the page.
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(stub.called('POST /api/submit')).toHaveLength(0);
    // The server did not record 'validating', so the portal still says 'started'.
    await waitFor(() => expect(probe.status).toBe('started'));

    // The retry posts 'validating' again; this application still has errors, so it goes back to
    // the first page to show them, as any submit would.
    await act(() => probe.actions!.submit());
    expect(
      stub
        .called('POST /api/web-status')
        .slice(3)
        .map((call) => call.body),
    ).toEqual([{ web_status: 'validating' }]);
    expect(router.state.location.pathname).toBe('/about');
  });
});
