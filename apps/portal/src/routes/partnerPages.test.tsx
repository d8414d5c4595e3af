import type * as validateEntry from '@applykit/admissions-form/validate';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useApplicationActions, type ApplicationActions } from '../answers/useApplicationActions';
import type { Profile } from '../api/types';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
import { renderWithSession } from '../test/renderWithSession';

// The portal built with a partner's form module whose pages differ from the transfer
// application's: a page of its own first ("Your Program" at /program), About You renamed
// ("About Me" at /about-me), Your Academics removed, Final Steps kept. Nothing of the portal is
// changed for it.
vi.mock('virtual:applykit-form', async () => {
  const { addPage, removePage, transferApplication, translateDefinition, updatePage } =
    await vi.importActual<typeof validateEntry>('@applykit/admissions-form/validate');
  let definition = removePage(transferApplication, 'education');
  definition = updatePage(definition, 'about', { path: '/about-me', title: 'About Me' });
  definition = addPage(
    definition,
    {
      id: 'program',
      path: '/program',
      step: 1,
      title: 'Your Program',
      submittedTitle: 'Your Program',
      sections: [
        {
          kind: 'section',
          id: 'program-choice',
          title: 'Program choice',
          children: [
            {
              kind: 'field',
              key: 'program_choice',
              label: 'Program you are applying to',
              widget: 'text',
              rules: [{ rule: 'required', message: 'Enter the program you are applying to' }],
            },
          ],
        },
      ],
    },
    'start',
  );
  definition = translateDefinition(definition, 'es', {
    texts: { 'page.program.title': 'Su programa', 'page.about.title': 'Sobre mí' },
  });
  return { default: { definition: { ...definition, id: 'reshaped-transfer' } } };
});

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

const formCalls = {
  'GET /api/tabs': { body: {} },
  'GET /api/add-another': { body: {} },
  'GET /api/document-answer': { body: {} },
  'PUT /api/last-page': { body: { message: 'Saved' } },
};

beforeEach(() => {
  setLoggedIn(false);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

describe('a partner’s own pages, from its definition alone', () => {
  it('opens the partner’s first page at `/` and lists its pages, in its order, in the step navigation', async () => {
    stubFetch({});
    const { router } = renderPortal('/?utm_source=mail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/program'));
    expect(router.state.location.search).toBe('?utm_source=mail');
    expect(
      await screen.findByRole('heading', { name: /Step 1 of 3/, level: 1 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Program choice' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Your Program – /);
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Your Program', '/program'],
      ['About Me', '/about-me'],
      ['Final Steps', '/final-steps'],
    ]);
  });

  it('opens a renamed page at its new path, and sends a removed or old path to the first page', async () => {
    stubFetch({});
    const { router } = renderPortal('/about-me');
    expect(await screen.findByRole('heading', { name: /Step 2 of 3/, level: 1 })).toBeVisible();
    expect(document.title).toMatch(/^About Me – /);
    await router.navigate('/education');
    await waitFor(() => expect(router.state.location.pathname).toBe('/program'));
    await router.navigate('/about');
    await waitFor(() => expect(router.state.location.pathname).toBe('/program'));
  });

  it('titles the partner’s pages in the applicant’s language', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderPortal('/program');
    const navigation = await screen.findByRole('navigation', { name: 'Main' });
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await waitFor(() =>
      expect(
        within(navigation)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Su programa', 'Sobre mí', 'Últimos pasos']),
    );
    expect(document.title).toMatch(/^Su programa – /);
  });

  it('takes a returning applicant back to a saved page of the partner’s, and saves the ones moved to', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith({ last_page: '/about-me' }) },
      ...formCalls,
    });
    const { router } = renderPortal('/program');
    await waitFor(() => expect(router.state.location.pathname).toBe('/about-me'));
    await router.navigate('/program');
    await waitFor(() => expect(stub.called('PUT /api/last-page')).toHaveLength(1));
    expect(stub.called('PUT /api/last-page')[0]?.body).toEqual({ last_page: '/program' });
  });

  it('keeps a returning applicant whose saved page the partner has since removed on the page they opened', async () => {
    setLoggedIn(true);
    stubFetch({
      'GET /api/profile': { body: profileWith({ last_page: '/education' }) },
      ...formCalls,
    });
    const { router } = renderPortal('/final-steps');
    expect(await screen.findByRole('heading', { name: /Step 3 of 3/, level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/final-steps');
  });

  it('sends someone not submitted from /completion to the partner’s first page', async () => {
    stubFetch({});
    const { router } = renderPortal('/completion');
    await waitFor(() => expect(router.state.location.pathname).toBe('/program'));
  });
});

const probe: { actions?: ApplicationActions } = {};
function Probe() {
  const actions = useApplicationActions();
  useApplicationAnswers();
  useEffect(() => {
    probe.actions = actions;
  });
  return <p>ready</p>;
}

describe('a submit with missing answers, with a partner’s pages', () => {
  it('goes back to the partner’s first page, not to a path of the transfer application', async () => {
    setLoggedIn(true);
    stubFetch({
      'GET /api/profile': { body: profileWith() },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/web-status': { body: { message: 'Saved', web_status: 'validating' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
    });
    const { router, queryClient } = renderWithSession(<Probe />, '/final-steps');
    await screen.findByText('ready');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    await act(() => probe.actions!.submit());
    expect(router.state.location.pathname).toBe('/program');
  });
});
