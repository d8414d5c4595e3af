import type * as validateEntry from '@applykit/admissions-form/validate';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../api/types';
import { stubFetch } from '../test/fetchStub';
import { setLoggedIn } from '../test/renderPortal';
import { renderWithSession } from '../test/renderWithSession';
import { useApplicationAnswers } from './AnswersProvider';
import { useApplicationActions, type ApplicationActions } from './useApplicationActions';

const validation = vi.hoisted(() => ({ errors: {} as Record<string, string[]> }));
vi.mock('@applykit/admissions-form/validate', async (importOriginal) => ({
  ...(await importOriginal<typeof validateEntry>()),
  validateApplication: () => validation.errors,
}));

function profileWith(statuses: Profile['web_status']): Profile {
  return {
    answer: { first_name: 'Ada' },
    document_answer: {},
    username: 'ada@example.edu',
    last_page: null,
    successful_login: ['x'],
    web_status: statuses,
  };
}

/** What the probe hands the test: the hook's latest actions and the answers' update. */
const probe: { actions?: ApplicationActions; update?: (answers: Record<string, string>) => void } =
  {};
function Probe() {
  const actions = useApplicationActions();
  const { update } = useApplicationAnswers();
  useEffect(() => {
    probe.actions = actions;
    probe.update = update;
  });
  return <p>ready</p>;
}
const actions = {
  submit: () => probe.actions!.submit(),
  saveAndContinue: (target: string) => probe.actions!.saveAndContinue(target),
  nextPage: (target: string, state?: { focusKey?: string }) =>
    probe.actions!.nextPage(target, state),
};
const update = (answers: Record<string, string>) => probe.update!(answers);

beforeEach(() => {
  validation.errors = {};
  localStorage.clear();
  setLoggedIn(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

describe('submit', () => {
  it('saves, moves started to validating, posts validations, submits and goes to /completion', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith([{ web_status: 'started' }]) },
      'GET /api/tabs': { body: {} },
      'GET /api/add-another': { body: {} },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/web-status': { body: { message: 'Saved', web_status: 'validating' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
      'POST /api/submit': { body: { message: 'Submitted' } },
    });
    const { router, queryClient } = renderWithSession(<Probe />, '/final-steps');
    await screen.findByText('ready');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    await act(() => actions.submit());
    expect(stub.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      // The session reads the tabs and counts with the profile, for the form's first draw.
      'GET /api/profile',
      'GET /api/tabs',
      'GET /api/add-another',
      'PUT /api/answer',
      'GET /api/document-answer',
      'POST /api/web-status',
      'POST /api/validations',
      'POST /api/submit',
      'POST /api/web-status',
    ]);
    expect(stub.called('POST /api/web-status').map((call) => call.body)).toEqual([
      { web_status: 'validating' },
      { web_status: 'submitted' },
    ]);
    expect(stub.called('POST /api/validations')[0]?.body).toEqual({});
    expect(router.state.location.pathname).toBe('/completion');
    const profile = queryClient.getQueryData<Profile>(['profile']);
    expect(profile?.web_status.map((item) => item.web_status)).toContain('submitted');
  });

  it('sends a user whose answers have errors to the default route without submitting', async () => {
    setLoggedIn(true);
    validation.errors = { last_name: ['Last Name'] };
    const stub = stubFetch({
      'GET /api/profile': {
        body: profileWith([{ web_status: 'started' }, { web_status: 'validating' }]),
      },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
    });
    const { router, queryClient } = renderWithSession(<Probe />, '/final-steps');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    await act(() => actions.submit());
    expect(stub.called('POST /api/web-status')).toHaveLength(0);
    expect(stub.called('POST /api/validations')[0]?.body).toEqual({ last_name: ['Last Name'] });
    expect(stub.called('POST /api/submit')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/about');
  });

  it('sends a visitor to /signup with the answers', async () => {
    const stub = stubFetch({});
    const { router } = renderWithSession(<Probe />, '/final-steps');
    await screen.findByText('ready');
    act(() => update({ first_name: 'Ada' }));
    await act(() => actions.submit());
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toEqual({ answers: { first_name: 'Ada' } });
    expect(stub.calls).toHaveLength(0);
  });
});

describe('save and continue, next page', () => {
  it('a visitor with answers goes to /signup; without answers, to the target', async () => {
    stubFetch({});
    const { router } = renderWithSession(<Probe />, '/about');
    await screen.findByText('ready');
    await act(() => actions.saveAndContinue('/education'));
    expect(router.state.location.pathname).toBe('/education');
    act(() => update({ first_name: 'Ada' }));
    await act(() => actions.saveAndContinue('/final-steps'));
    expect(router.state.location.pathname).toBe('/signup');
    expect(JSON.parse(localStorage.getItem('applykit.anonymous-answers') ?? '{}')).toEqual({
      first_name: 'Ada',
    });
  });

  it('a logged-in user saves answers and validations, then moves and counts as having changed page', async () => {
    setLoggedIn(true);
    validation.errors = { last_name: ['Last Name'] };
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith([{ web_status: 'started' }]) },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
    });
    const { router, queryClient } = renderWithSession(<Probe />, '/about');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    act(() => update({ first_name: 'Grace' }));
    await act(() => actions.saveAndContinue('/education'));
    expect(stub.called('PUT /api/answer')[0]?.body).toEqual({ first_name: 'Grace' });
    expect(stub.called('POST /api/validations')[0]?.body).toEqual({ last_name: ['Last Name'] });
    expect(router.state.location.pathname).toBe('/education');
    expect(queryClient.getQueryData<Profile>(['profile'])?.answer).toEqual({ first_name: 'Grace' });
  });

  it('next page posts validations for a logged-in user and moves without saving', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith([{ web_status: 'started' }]) },
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
    });
    const { router, queryClient } = renderWithSession(<Probe />, '/about');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    await act(() => actions.nextPage('/education', { focusKey: 'entry_term' }));
    expect(stub.called('POST /api/validations')).toHaveLength(1);
    expect(stub.called('PUT /api/answer')).toHaveLength(0);
    expect(router.state.location).toMatchObject({
      pathname: '/education',
      state: { focusKey: 'entry_term' },
    });
  });
});
