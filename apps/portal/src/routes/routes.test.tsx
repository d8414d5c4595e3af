import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('routes', () => {
  it('sends an unknown path to About You, keeping the query string', async () => {
    const router = renderAt('/no-such-page?token=abc');
    expect(await screen.findByRole('heading', { name: 'About You' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
    expect(router.state.location.search).toBe('?token=abc');
  });

  it('opens a step by its path', async () => {
    renderAt('/education');
    expect(await screen.findByRole('heading', { name: 'Your Academics' })).toBeInTheDocument();
  });
});
