import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/createQueryClient';
import type { PdfReply } from '../api/types';
import { stubFetch } from '../test/fetchStub';
import { PDF_POLL_MS, PDF_REFRESH_MS, useApplicationPdf } from './useApplicationPdf';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useApplicationPdf', () => {
  it('polls every second until ready, then every ten minutes', async () => {
    const replies: PdfReply[] = [
      { status: 'UNPROCESSED' },
      { status: 'IN_PROGRESS' },
      { status: 'COMPLETED', url: '/files/pdf/1' },
      { status: 'COMPLETED', url: '/files/pdf/2' },
    ];
    let index = 0;
    const stub = stubFetch({
      'GET /api/pdf': () => ({ body: replies[Math.min(index++, replies.length - 1)] }),
    });
    const { result } = renderHook(() => useApplicationPdf(true), { wrapper });
    await advance(0);
    expect(result.current.isPending).toBe(true);
    await advance(PDF_POLL_MS);
    await advance(PDF_POLL_MS);
    await advance(10);
    expect(stub.called('GET /api/pdf')).toHaveLength(3);
    expect(result.current.url).toBe('/files/pdf/1');
    expect(result.current.isPending).toBe(false);
    await advance(PDF_POLL_MS * 10);
    expect(stub.called('GET /api/pdf')).toHaveLength(3);
    await advance(PDF_REFRESH_MS);
    await advance(10);
    expect(stub.called('GET /api/pdf')).toHaveLength(4);
    expect(result.current.url).toBe('/files/pdf/2');
  });

  it('asks nothing until enabled', async () => {
    const stub = stubFetch({ 'GET /api/pdf': { body: { status: 'COMPLETED', url: '/x' } } });
    renderHook(() => useApplicationPdf(false), { wrapper });
    await advance(PDF_POLL_MS * 3);
    expect(stub.calls).toHaveLength(0);
  });

  it.each([
    ['a FAILED status', { body: { status: 'FAILED', message: 'No' } }],
    ['a failed call', { status: 500, body: { message: 'Down' } }],
  ])('shows the download error after %s', async (_case, reply) => {
    stubFetch({ 'GET /api/pdf': reply });
    const { result } = renderHook(() => useApplicationPdf(true), { wrapper });
    await advance(0);
    expect(result.current.error).toBe('Error downloading PDF copy of your application.');
    expect(result.current.url).toBeUndefined();
  });
});
