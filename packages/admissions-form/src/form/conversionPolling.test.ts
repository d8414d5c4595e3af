import { FileRefusedError } from '@applykit/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chromeText } from '../rules/messages';
import {
  CONVERSION_POLL_MAX_MS,
  CONVERSION_POLL_MS,
  CONVERSION_WAIT_LIMIT_MS,
  conversionPollDelays,
  waitForConversion,
} from './fields';
import { createMemoryHost } from './memoryHost';

afterEach(() => {
  vi.useRealTimers();
});

describe('conversion polling', () => {
  it('starts at 2000 ms, backs off to at most 15 s, and stays within the bound', () => {
    const delays = conversionPollDelays();
    expect(delays.slice(0, 4)).toEqual([CONVERSION_POLL_MS, 3000, 4500, 6750]);
    expect(Math.max(...delays)).toBe(CONVERSION_POLL_MAX_MS);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeLessThanOrEqual(CONVERSION_WAIT_LIMIT_MS);
    expect(total + CONVERSION_POLL_MAX_MS).toBeGreaterThan(CONVERSION_WAIT_LIMIT_MS);
  });

  it('gives up after the bound with a message in words, and asks no more', async () => {
    vi.useFakeTimers();
    const { host, calls } = createMemoryHost({ conversionSequence: ['IN_PROGRESS'] });
    const waiting = waitForConversion(host, 'md_veteran_upload', new AbortController().signal);
    const outcome = waiting.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CONVERSION_WAIT_LIMIT_MS + 60_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(FileRefusedError);
    expect((error as Error).message).toBe(chromeText.conversionTimedOut);
    const polls = calls.filter((c) => c.name === 'getConversionStatus').length;
    expect(polls).toBe(conversionPollDelays().length + 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.filter((c) => c.name === 'getConversionStatus')).toHaveLength(polls);
  });

  it('stops at once when its signal is aborted', async () => {
    vi.useFakeTimers();
    const { host, calls } = createMemoryHost({ conversionSequence: ['IN_PROGRESS'] });
    const controller = new AbortController();
    const outcome = waitForConversion(host, 'md_veteran_upload', controller.signal).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await outcome).toBeInstanceOf(Error);
    expect(calls.filter((c) => c.name === 'getConversionStatus')).toHaveLength(1);
  });
});
