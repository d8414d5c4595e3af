import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from './NotificationsProvider';
import { useNotify } from './useNotify';

// The toast widget's chunk cannot be fetched: the network dropped before the first notice.
vi.mock('./ToastLayer', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

function Application() {
  const notify = useNotify();
  return (
    <>
      <label>
        First Name <input defaultValue="Ada" />
      </label>
      <button type="button" onClick={() => notify.error('Upload Error', 'Upload failed.')}>
        Upload
      </button>
    </>
  );
}

describe('NotificationsProvider without its toast widget', () => {
  it('regression: says the notice as text and keeps the page, instead of the bare error screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/about']}>
        <NotificationsProvider>
          <Application />
        </NotificationsProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed.');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    vi.mocked(console.error).mockRestore();
  });
});
