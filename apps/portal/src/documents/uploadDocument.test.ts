import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetchStub';
import { isConversionPending, uploadDocument } from './uploadDocument';

const presigned = {
  url: 'https://uploads.example/bucket',
  fields: { key: 'applicants/7/resume.pdf', policy: 'p' },
};
const file = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('uploadDocument', () => {
  it('saves and presigns in parallel, uploads with the returned fields, then asks to convert', async () => {
    vi.useFakeTimers();
    let presignSeenWhileSaving = false;
    let saving = false;
    const saveAnswers = vi.fn(async () => {
      saving = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
      saving = false;
    });
    const stub = stubFetch({
      'POST /api/presigned-url': () => {
        presignSeenWhileSaving = saving;
        return { body: presigned };
      },
      'POST /bucket': { status: 204 },
      'POST /api/pdf/document-answer/resume': { body: { message: 'Converting' } },
    });
    const done = uploadDocument({
      answerKey: 'resume',
      file,
      answers: { first_name: 'Ada' },
      saveAnswers,
    });
    await vi.advanceTimersByTimeAsync(50);
    await done;
    expect(presignSeenWhileSaving).toBe(true);
    expect(saveAnswers).toHaveBeenCalledWith({ first_name: 'Ada' });
    expect(stub.called('POST /api/presigned-url')[0]?.body).toEqual({ answer_key: 'resume' });
    const form = stub.called('POST /bucket')[0]?.body as FormData;
    expect(form.get('key')).toBe('applicants/7/resume.pdf');
    expect(form.get('file')).toBeInstanceOf(File);
    expect(stub.called('POST /api/pdf/document-answer/resume')[0]?.body).toEqual({
      file_key: 'applicants/7/resume.pdf',
      file_name: 'resume.pdf',
    });
    expect(stub.calls.map((call) => `${call.method} ${call.path}`).at(-1)).toBe(
      'POST /api/pdf/document-answer/resume',
    );
  });

  it('fails without uploading when the presign is refused', async () => {
    const stub = stubFetch({
      'POST /api/presigned-url': {
        status: 409,
        body: { message: 'Your application has been submitted and can no longer be changed.' },
      },
    });
    await expect(
      uploadDocument({
        answerKey: 'resume',
        file,
        answers: {},
        saveAnswers: async () => undefined,
      }),
    ).rejects.toThrow('can no longer be changed');
    expect(stub.called('POST /bucket')).toHaveLength(0);
  });

  it('does not ask to convert a refused upload', async () => {
    const stub = stubFetch({
      'POST /api/presigned-url': { body: presigned },
      'POST /bucket': { status: 403 },
    });
    await expect(
      uploadDocument({
        answerKey: 'resume',
        file,
        answers: {},
        saveAnswers: async () => undefined,
      }),
    ).rejects.toThrow();
    expect(stub.called('POST /api/pdf/document-answer/resume')).toHaveLength(0);
  });
});

describe('isConversionPending', () => {
  it('keeps polling only while UNPROCESSED or IN_PROGRESS', () => {
    expect(isConversionPending('UNPROCESSED')).toBe(true);
    expect(isConversionPending('IN_PROGRESS')).toBe(true);
    for (const status of ['COMPLETED', 'NOT_ANSWERED', 'FAILED'] as const)
      expect(isConversionPending(status)).toBe(false);
  });
});
