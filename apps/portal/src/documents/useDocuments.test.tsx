import { FileRefusedError } from '@applykit/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryKeys } from '../api/queryClient';
import { stubFetch } from '../test/fetchStub';
import { useDocuments } from './useDocuments';

const queryClient = createQueryClient();
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
const file = new File(['%PDF'], 'resume.pdf');

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('useDocuments', () => {
  it('clears the document answer when an upload fails and rethrows for the widget', async () => {
    queryClient.setQueryData(queryKeys.documentAnswers, {
      resume: { file_name: 'old.pdf', file_size: 3 },
    });
    stubFetch({
      'POST /api/presigned-url': { status: 500, body: { message: 'Storage is down.' } },
    });
    const { result } = renderHook(() => useDocuments(async () => undefined), { wrapper });
    await expect(act(() => result.current.upload('resume', file, {}))).rejects.toThrow(
      'Storage is down.',
    );
    expect(queryClient.getQueryData(queryKeys.documentAnswers)).toEqual({});
  });

  it('clears a FAILED conversion and refreshes the documents once one completes', async () => {
    queryClient.setQueryData(queryKeys.documentAnswers, {
      resume: { file_name: 'resume.pdf', file_size: 4 },
    });
    stubFetch({ 'GET /api/pdf/document-answer/resume': { body: { status: 'FAILED' } } });
    const { result } = renderHook(() => useDocuments(async () => undefined), { wrapper });
    await expect(result.current.conversionStatus('resume')).resolves.toEqual({ status: 'FAILED' });
    expect(queryClient.getQueryData(queryKeys.documentAnswers)).toEqual({});
    stubFetch({ 'GET /api/pdf/document-answer/resume': { body: { status: 'COMPLETED' } } });
    await expect(result.current.conversionStatus('resume')).resolves.toEqual({
      status: 'COMPLETED',
    });
    expect(queryClient.getQueryState(queryKeys.documentAnswers)?.isInvalidated).toBe(true);
  });

  it('passes on the server’s reason for a refused conversion', async () => {
    const reason = 'You can only enter the following file types: .png, .jpeg, .jpg, .pdf, .docx';
    stubFetch({
      'GET /api/pdf/document-answer/resume': { body: { status: 'FAILED', message: reason } },
    });
    const { result } = renderHook(() => useDocuments(async () => undefined), { wrapper });
    await expect(result.current.conversionStatus('resume')).resolves.toEqual({
      status: 'FAILED',
      message: reason,
    });
  });

  it('turns a refusal of the file itself into a FileRefusedError with the server’s words', async () => {
    const reason =
      'The name of your file is too long. File name can have a maximum of 32 characters, including the extension.';
    stubFetch({
      'POST /api/presigned-url': {
        body: { url: '/api/uploads', fields: { key: 'applicants/1/uploads/resume/x' } },
      },
      'POST /api/uploads': { status: 204 },
      'POST /api/pdf/document-answer/resume': { status: 400, body: { message: reason } },
    });
    const { result } = renderHook(() => useDocuments(async () => undefined), { wrapper });
    let failure: unknown;
    await act(async () => {
      await result.current.upload('resume', file, {}).catch((error: unknown) => {
        failure = error;
      });
    });
    expect(failure).toBeInstanceOf(FileRefusedError);
    expect((failure as Error).message).toBe(reason);
  });

  it('deletes a document answer, clears it locally and marks the list for a refresh', async () => {
    queryClient.setQueryData(queryKeys.documentAnswers, {
      resume: { file_name: 'resume.pdf', file_size: 4 },
    });
    const stub = stubFetch({
      'DELETE /api/document-answer/resume': { body: { message: 'The document was removed.' } },
    });
    const { result } = renderHook(() => useDocuments(async () => undefined), { wrapper });
    await act(() => result.current.remove('resume'));
    expect(stub.called('DELETE /api/document-answer/resume')).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.documentAnswers)).toEqual({});
    expect(queryClient.getQueryState(queryKeys.documentAnswers)?.isInvalidated).toBe(true);
  });
});
