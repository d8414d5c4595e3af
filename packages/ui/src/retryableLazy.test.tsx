import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { retryableLazy, retryFailedDownloads } from './retryableLazy';

class Caught extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Download failed</p> : this.props.children;
  }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('retryableLazy', () => {
  it('keeps a failure until asked to retry, then downloads again on the next render', async () => {
    let online = false;
    let downloads = 0;
    const LazyGreeting = retryableLazy(async () => {
      downloads += 1;
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Greeting };
    });
    const page = (
      <Caught>
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Ada" />
        </Suspense>
      </Caught>
    );
    const first = render(page);
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    first.unmount();
    online = true;
    // Not asked to retry: the failure stands, with no new download.
    const second = render(page);
    expect(await screen.findByText('Download failed')).toBeInTheDocument();
    expect(downloads).toBe(1);
    second.unmount();
    retryFailedDownloads();
    render(page);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(downloads).toBe(2);
  });

  it('downloads once when the first download works', async () => {
    let downloads = 0;
    const LazyGreeting = retryableLazy(async () => {
      downloads += 1;
      return { default: Greeting };
    });
    const first = render(
      <Suspense fallback={null}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    await screen.findByText('Hello, Ada');
    first.unmount();
    render(
      <Suspense fallback={null}>
        <LazyGreeting name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello, Grace')).toBeInTheDocument();
    expect(downloads).toBe(1);
  });
});
