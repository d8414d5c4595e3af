import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../api/types';
import { RESET_LABEL } from '../notifications/ToastLayer';
import { sessionClock } from '../session/sessionClock';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';

vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  sessionClock.clear();
  localStorage.clear();
});

const veteran = { instate_tuition: 'Y', md_military: 'Y', md_veteran: 'true' };
const profile: Profile = {
  answer: veteran,
  document_answer: {},
  username: 'ada@example.edu',
  last_page: '/final-steps',
  successful_login: ['2026-11-20T10:00:00Z'],
  web_status: [{ web_status: 'started' }],
};
const militaryDocuments = [
  'md_military_active_upload',
  'md_military_guard_upload',
  'md_veteran_upload',
  'md_military_spouse_dependent_upload',
];
const tabToast = 'Error handling tabs for Military documents';

describe('the form’s error toasts in the portal', () => {
  it('show the form’s reset as a Reset button, and go once the applicant puts the failure right', async () => {
    const tabReplies = [500, 500, 200];
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profile },
      'GET /api/tabs': { body: {} },
      'GET /api/add-another': { body: {} },
      'GET /api/document-answer': { body: {} },
      ...Object.fromEntries(
        militaryDocuments.map((key) => [
          `GET /api/pdf/document-answer/${key}`,
          { body: { status: 'NOT_ANSWERED' } },
        ]),
      ),
      'PUT /api/last-page': { body: { message: 'Saved' } },
      'PUT /api/tabs': (call) => {
        const status = tabReplies.shift() ?? 200;
        const { tab_id, chosen_tab } = call.body as { tab_id: string; chosen_tab: string };
        return status === 200
          ? { body: { [tab_id]: chosen_tab } }
          : { status, body: { message: 'The database is busy.' } };
      },
    });
    const user = userEvent.setup();
    renderPortal('/final-steps');

    await user.click(await screen.findByRole('tab', { name: 'Send documents later' }));
    const toast = await screen.findByLabelText(tabToast, undefined, { timeout: 15_000 });
    const refreshes = stub.called('GET /api/document-answer').length;
    // Radix lets the pointer through to the toast region once it has counted the new toast.
    await waitFor(() => expect(toast.closest('[style*="pointer-events: none"]')).toBeNull());
    await user.click(within(toast).getByRole('button', { name: RESET_LABEL }));
    await waitFor(() => expect(screen.queryByLabelText(tabToast)).not.toBeInTheDocument());
    // The tab failure's reset refreshes the documents and their conversions.
    await waitFor(() =>
      expect(stub.called('GET /api/document-answer').length).toBeGreaterThan(refreshes),
    );
    expect(stub.called('GET /api/pdf/document-answer/md_veteran_upload').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: 'Upload documents now' }));
    expect(await screen.findByLabelText(tabToast)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Send documents later' }));
    await waitFor(() => expect(screen.queryByLabelText(tabToast)).not.toBeInTheDocument());
    expect(stub.called('PUT /api/tabs')).toHaveLength(3);
  });
});
