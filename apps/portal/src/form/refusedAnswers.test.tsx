import { exampleApplication } from '@applykit/admissions-form/validate';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('a submit the server refuses by question', () => {
  it('shows the server’s message on the question it names, in the form', async () => {
    setLoggedIn(true);
    const profile: Profile = {
      answer: { ...exampleApplication },
      document_answer: {},
      username: 'ada@example.edu',
      last_page: '/final-steps',
      successful_login: ['2026-11-20T10:00:00Z'],
      web_status: [{ web_status: 'started' }, { web_status: 'validating' }],
    };
    stubFetch({
      'GET /api/profile': { body: profile },
      'GET /api/tabs': { body: {} },
      'GET /api/add-another': { body: {} },
      'GET /api/document-answer': { body: {} },
      'PUT /api/last-page': { body: { message: 'Saved' } },
      'PUT /api/answer': { body: { message: 'Saved' } },
      'POST /api/validations': { body: { message: 'Saved' } },
      'POST /api/submit': {
        status: 400,
        body: {
          message: 'Your application has errors. Please correct them and submit again.',
          errors: { legal_agree: ['Our records need this confirmation again'] },
        },
      },
    });
    const user = userEvent.setup();
    renderPortal('/final-steps');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const box = await screen.findByRole('checkbox', { name: /information in this application/ });
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(/Our records need this confirmation again/),
    );
  });
});
