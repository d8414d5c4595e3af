import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotificationsProvider } from './NotificationsProvider';
import { useNotify } from './useNotify';

function LoginCard() {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => notify.error('Login Card Error', 'Wrong password.')}>
        Fail
      </button>
      <button type="button" onClick={() => notify.clear('Login Card Error')}>
        Retry
      </button>
      <button type="button" onClick={() => void navigate('/about')}>
        Log in
      </button>
    </>
  );
}

function AboutPage() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.error('Upload Error', 'Upload failed.')}>
      Upload
    </button>
  );
}

function renderPortal() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <NotificationsProvider>
        <Routes>
          <Route path="/login" element={<LoginCard />} />
          <Route path="/about" element={<AboutPage />} />
        </Routes>
      </NotificationsProvider>
    </MemoryRouter>,
  );
}

describe('NotificationsProvider', { timeout: 30_000 }, () => {
  it('regression: a log-in card error does not follow the applicant onto the application', async () => {
    const user = userEvent.setup();
    renderPortal();
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(
      await screen.findByLabelText('Login Card Error', undefined, { timeout: 15_000 }),
    ).toHaveTextContent('Wrong password.');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.queryByLabelText('Login Card Error')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByLabelText('Upload Error', undefined, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it('regression: five failed log-ins show one toast, and a retry takes it away', async () => {
    const user = userEvent.setup();
    renderPortal();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await user.click(screen.getByRole('button', { name: 'Fail' }));
    await screen.findByLabelText('Login Card Error', undefined, { timeout: 15_000 });
    expect(screen.getAllByLabelText('Login Card Error')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByLabelText('Login Card Error')).not.toBeInTheDocument(),
    );
  });
});
