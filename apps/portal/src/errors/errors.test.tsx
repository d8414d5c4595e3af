import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import '../test/jsdomGaps';
import { ServerError, UnauthorizedError } from '@applykit/admissions-form/applykit-api';
import { PageErrorBoundary } from './PageErrorBoundary';
import { PortalErrorBoundary } from './PortalErrorBoundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it("shows the error screen and the 'Unexpected Error' dialog with the error's message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { baseElement } = render(
      <PageErrorBoundary resetKey="/about">
        <Throws error={new ServerError('The server is busy.')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The issue that caused you to see this has been logged. We will get it fixed as soon as possible.',
      ),
    ).toBeInTheDocument();
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Unexpected Error' },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('The server is busy.');
    expect(await axe(baseElement)).toHaveNoViolations();
  });

  it('gives the generic message for an error that is not ours', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PageErrorBoundary resetKey="/about">
        <Throws error={new TypeError('x is undefined')} />
      </PageErrorBoundary>,
    );
    expect(
      await screen.findByRole('dialog', { name: 'Unexpected Error' }, { timeout: 10_000 }),
    ).toHaveTextContent(
      "We've encountered an unexpected error at this time. Please try again later.",
    );
  });

  it('shows nothing for an unauthorised error: the session handler has taken over', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(
      <PageErrorBoundary resetKey="/about">
        <Throws error={new UnauthorizedError()} />
      </PageErrorBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('starts over on a new location', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <PageErrorBoundary resetKey="/about">
        <Throws error={new ServerError('Broken.')} />
      </PageErrorBoundary>,
    );
    rerender(
      <PageErrorBoundary resetKey="/education">
        <p>Your Academics</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Your Academics')).toBeInTheDocument();
  });
});

describe('PortalErrorBoundary', () => {
  it('shows the error screen, not a blank page, for an error no page boundary caught', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PortalErrorBoundary>
        <Throws error={new Error('a provider failed')} />
      </PortalErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
