import {
  exampleApplication,
  examplePartner,
  openEntryTerms,
} from '@applykit/admissions-form/validate';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useApplicationActions, type ApplicationActions } from '../answers/useApplicationActions';
import type { Profile } from '../api/types';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
import { renderWithSession } from '../test/renderWithSession';

vi.setConfig({ testTimeout: 20_000 });

// The partner is read when its module first loads (page titles load it with the layout), so
// the build's variable is set before any import.
vi.hoisted(() => vi.stubEnv('APPLYKIT_PARTNER', 'example'));
afterAll(() => vi.unstubAllEnvs());
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

// A term the example partner offers today that asks for no campus (one of its Spring terms);
// under the default partner's rules the same code would ask for a campus.
const springTerm = openEntryTerms(examplePartner.termCalendar, new Date()).find(
  (term) => !term.asksForCampus,
)!;

const probe: { actions?: ApplicationActions } = {};
function Probe() {
  const actions = useApplicationActions();
  useApplicationAnswers();
  useEffect(() => {
    probe.actions = actions;
  });
  return <p>ready</p>;
}

describe('the configured partner (APPLYKIT_PARTNER=example)', () => {
  it('checks a submit against that partner’s entry terms, not the default’s', async () => {
    setLoggedIn(true);
    const answers = {
      ...exampleApplication,
      entry_term: springTerm.value,
      entry_term_desc: springTerm.label,
    };
    const profile: Profile = {
      answer: answers,
      document_answer: {},
      username: 'ada@example.edu',
      last_page: null,
      successful_login: ['x'],
      web_status: [{ web_status: 'started' }, { web_status: 'validating' }],
    };
    const stub = stubFetch({
      'GET /api/profile': { body: profile },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
      'POST /api/submit': { body: { message: 'Submitted' } },
      'POST /api/web-status': { body: { message: 'Saved', web_status: 'submitted' } },
    });
    const { queryClient, router } = renderWithSession(<Probe />, '/final-steps');
    await screen.findByText('ready');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    await act(() => probe.actions!.submit());
    const posted = stub.called('POST /api/validations')[0]?.body as Record<string, string[]>;
    expect(posted).toBeDefined();
    expect(posted).not.toHaveProperty('entry_term');
    expect(posted).not.toHaveProperty('campus_attend');
    // Submitted, not bounced back to a page with errors.
    expect(stub.called('POST /api/submit')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/completion');
  });

  it('prints the service view with that partner’s option labels', async () => {
    stubFetch({
      'GET /service/tmp-pdf': {
        body: {
          answer: { first_name: 'Grace', entry_term: springTerm.value },
          add_another: {},
          document_answer: {},
          tabs: {},
        },
      },
    });
    renderPortal('/education?service_token=svc-1');
    expect(await screen.findByText(springTerm.label)).toBeInTheDocument();
  });
});
