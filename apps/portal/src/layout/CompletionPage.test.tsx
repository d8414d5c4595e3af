import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { stubFetch } from '../test/fetchStub';
import { renderPortal, setLoggedIn } from '../test/renderPortal';

vi.setConfig({ testTimeout: 20_000 });

const submitted = {
  answer: {},
  document_answer: {},
  username: 'ada@example.edu',
  last_page: '/final-steps',
  successful_login: ['x'],
  web_status: [
    { web_status: 'started' },
    { web_status: 'validating' },
    { web_status: 'submitted' },
  ],
};

beforeEach(() => setLoggedIn(true));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  setLoggedIn(false);
});

describe('/completion', () => {
  it('shows the submitted banner with its last steps, says where the receipt went, and has the footer', async () => {
    stubFetch({
      'GET /api/profile': { body: { ...submitted, answer: { first_name: 'Ada' } } },
    });
    const { container } = renderPortal('/completion');
    const banner = await screen.findByRole('region', { name: 'Thank you, Ada!' });
    expect(banner).toHaveTextContent(/Congratulations on submitting your application/);
    expect(banner).toHaveTextContent(/transcripts/);
    expect(screen.getByText('A receipt has been e-mailed to ada@example.edu.')).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Help' })).toBeVisible();
    expect(within(footer).getByRole('button', { name: 'Privacy' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says the institution's own words in the applicant's language", async () => {
    stubFetch({
      'GET /api/profile': { body: { ...submitted, answer: { first_name: 'Ada' } } },
    });
    const user = userEvent.setup();
    renderPortal('/completion');
    await screen.findByRole('region', { name: 'Thank you, Ada!' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Office of Admissions');
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await screen.findByRole('combobox', { name: 'Idioma' });
    await within(footer).findByText(/Oficina de Admisiones/);
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Office of Admissions');
  });

  it('shows the submitted message and prepares the PDF copy to download', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/profile': { body: submitted },
      'GET /api/pdf': { body: { status: 'COMPLETED', url: '/files/application.pdf' } },
    });
    const { container } = renderPortal('/completion');
    expect(
      await screen.findByText('Your application was successfully submitted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(
      screen.getByRole('button', { name: 'Prepare a PDF copy of your application' }),
    );
    expect(
      await screen.findByRole('link', { name: 'Download the PDF copy of your application' }),
    ).toHaveAttribute('href', '/files/application.pdf');
    expect(stub.called('GET /api/pdf')).toHaveLength(1);
  });

  it('says so when the PDF cannot be made, and offers to prepare it again', async () => {
    const user = userEvent.setup();
    let asked = 0;
    stubFetch({
      'GET /api/profile': { body: submitted },
      'GET /api/pdf': () =>
        ++asked === 1
          ? { body: { status: 'FAILED', message: 'No.' } }
          : { body: { status: 'COMPLETED', url: '/files/application.pdf' } },
    });
    renderPortal('/completion');
    const prepare = await screen.findByRole('button', {
      name: 'Prepare a PDF copy of your application',
    });
    await user.click(prepare);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error downloading PDF copy of your application.',
    );
    expect(prepare).not.toHaveAttribute('aria-disabled');
    await user.click(prepare);
    const link = await screen.findByRole('link', {
      name: 'Download the PDF copy of your application',
    });
    expect(link).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps focus on Prepare while the copy is made, then gives it to the download link', async () => {
    const user = userEvent.setup();
    let asked = 0;
    stubFetch({
      'GET /api/profile': { body: submitted },
      'GET /api/pdf': () =>
        ++asked < 3
          ? { body: { status: 'UNPROCESSED' } }
          : { body: { status: 'COMPLETED', url: '/files/application.pdf' } },
    });
    renderPortal('/completion');
    const prepare = await screen.findByRole('button', {
      name: 'Prepare a PDF copy of your application',
    });
    await user.click(prepare);
    await waitFor(() => expect(prepare).toHaveAttribute('aria-busy', 'true'));
    expect(prepare).toHaveFocus();
    expect(prepare).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    const link = await screen.findByRole(
      'link',
      { name: 'Download the PDF copy of your application' },
      { timeout: 5_000 },
    );
    expect(link).toHaveFocus();
    expect(asked).toBe(3);
  });
});
