import { exampleApplication, indexDefinition } from '@applykit/admissions-form/validate';
import { act, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definition as riverbend } from '../../../api/test/support/forms/riverbend';
import { useApplicationAnswers } from '../answers/AnswersProvider';
import { useApplicationActions, type ApplicationActions } from '../answers/useApplicationActions';
import type { Profile } from '../api/types';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';
import { renderWithSession } from '../test/renderWithSession';

// This project builds the portal with APPLYKIT_FORM naming a second institution's form module
// (vitest.partner-form.config.ts): no Maryland questions, a required "Riverbend Student
// Number" of its own, "Given Name" for "First Name", and Riverbend College's settings.
vi.setConfig({ testTimeout: 40_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  setLoggedIn(false);
  localStorage.clear();
});

// The sample applicant, less the answers this form has no question for.
const unknownKeys = new Set(indexDefinition(riverbend).unknownKeys(exampleApplication));
const answers = Object.fromEntries(
  Object.entries(exampleApplication).filter(([key]) => !unknownKeys.has(key)),
);

function profileWith(answer: Record<string, string>): Profile {
  return {
    answer,
    document_answer: {},
    username: 'ada@example.edu',
    last_page: '/about',
    successful_login: ['2026-11-20T10:00:00Z'],
    web_status: [{ web_status: 'started' }, { web_status: 'validating' }],
  };
}

const probe: { actions?: ApplicationActions } = {};
function Probe() {
  const actions = useApplicationActions();
  useApplicationAnswers();
  useEffect(() => {
    probe.actions = actions;
  });
  return <p>ready</p>;
}

describe('the portal built with a partner’s form module (APPLYKIT_FORM)', () => {
  it('asks the module’s questions with its labels, and not the built-in form’s it removed', async () => {
    setLoggedIn(true);
    stubFetch({
      'GET /api/profile': { body: profileWith({}) },
      'GET /api/tabs': { body: {} },
      'GET /api/add-another': { body: {} },
      'GET /api/document-answer': { body: {} },
      'PUT /api/last-page': { body: { message: 'Saved' } },
    });
    renderPortal('/about');
    expect(await screen.findByRole('textbox', { name: /Riverbend Student Number/ })).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Given Name/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^First Name/ })).not.toBeInTheDocument();
    expect(screen.getAllByText(/Riverbend College/).length).toBeGreaterThan(0);
    expect(document.title).toMatch(/– Riverbend College$/);
  });

  it('checks a submit against the module’s definition: its own required question', async () => {
    setLoggedIn(true);
    const stub = stubFetch({
      'GET /api/profile': { body: profileWith(answers) },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      'GET /api/document-answer': { body: {} },
      'POST /api/submit': { body: { message: 'Submitted' } },
      'POST /api/web-status': { body: { message: 'Saved', web_status: 'submitted' } },
    });
    const { queryClient } = renderWithSession(<Probe />, '/final-steps');
    await screen.findByText('ready');
    await waitFor(() => expect(queryClient.getQueryData(['profile'])).toBeDefined());
    await act(() => probe.actions!.submit());
    const posted = stub.called('POST /api/validations')[0]?.body as Record<string, string[]>;
    expect(posted).toBeDefined();
    expect(posted.riverbend_student_number).toEqual(['Enter your Riverbend student number']);
    expect(stub.called('POST /api/submit')).toHaveLength(0);
  });

  it('prints the service view with the module’s labels', async () => {
    stubFetch({
      'GET /service/tmp-pdf': {
        body: {
          answer: { first_name: 'Grace', riverbend_student_number: 'RB-20417' },
          add_another: {},
          document_answer: {},
          tabs: {},
        },
      },
    });
    renderPortal('/about?service_token=svc-1');
    expect(await screen.findByText('RB-20417')).toBeInTheDocument();
    expect(screen.getByText(/Riverbend Student Number/)).toBeInTheDocument();
    expect(screen.getByText(/Given Name/)).toBeInTheDocument();
  });
});
