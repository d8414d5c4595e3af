import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../api/types';
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

const profile: Profile = {
  answer: { instate_tuition: 'Y', md_military: 'Y', md_veteran: 'true' },
  document_answer: {},
  username: 'ada@example.edu',
  last_page: '/final-steps',
  successful_login: ['2026-11-20T10:00:00Z'],
  web_status: [{ web_status: 'started' }],
};

/** The selected tab of "Military documents" each time the page's tree changes it. */
function watchSelectedTab(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    const selected = document.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    if (selected && seen.at(-1) !== selected) seen.push(selected);
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  return seen;
}

describe('a returning applicant’s step', () => {
  it('is drawn once, with the tab they chose, not first with the default tab', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profile },
      'GET /api/tabs': { body: { md_military_documents: 'later' } },
      'GET /api/add-another': { body: {} },
      'GET /api/document-answer': { body: {} },
      'PUT /api/last-page': { body: { message: 'Saved' } },
    });
    const seen = watchSelectedTab();
    renderPortal('/final-steps');

    expect(
      await screen.findByRole('tab', { name: 'Send documents later', selected: true }),
    ).toBeInTheDocument();
    await waitFor(() => expect(stub.called('GET /api/add-another')).toHaveLength(1));
    expect(seen).toEqual(['Send documents later']);
    // Read once, as the portal started, and never again by the form.
    expect(stub.called('GET /api/tabs')).toHaveLength(1);
  });
});
