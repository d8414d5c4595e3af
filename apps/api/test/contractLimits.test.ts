import { limits } from '@applykit/admissions-form/validate';
import type { FastifyReply } from 'fastify';
import type * as Policies from '@applykit/api-contract/policies';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config';
import { setSessionCookies } from '../src/sessions/sessions';

// The contract's limits, changed here: every value the server enforces must follow them, so
// none of them can be a copy.
vi.mock('@applykit/api-contract/policies', async (importOriginal) => {
  const contract = await importOriginal<typeof Policies>();
  return {
    ...contract,
    sessionLimits: { idleSeconds: 600, warningSeconds: 30, absoluteHours: 2 },
    addAnotherLimits: { defaultCount: 1, maxCount: 4 },
    fileLimits: { ...contract.fileLimits, maxBytes: 2048 },
  };
});

describe("the server's limits are the contract's", () => {
  it('idles a session out after the contract’s default, and ends it its absolute lifetime after log in', () => {
    expect(readConfig({}).sessionIdleSeconds).toBe(600);
    const cookies: { maxAge?: number }[] = [];
    const reply = {
      setCookie: (_name: string, _value: string, options: { maxAge?: number }) =>
        cookies.push(options),
    } as unknown as FastifyReply;
    setSessionCookies(
      reply,
      { identityCookiePrefix: 'applykit_identity', secureCookies: false },
      'id',
    );
    expect(cookies.map((cookie) => cookie.maxAge)).toEqual([2 * 3600, 2 * 3600]);
  });

  it('takes its upload size and add-another maximum from the contract', () => {
    expect(limits.fileMaxBytes).toBe(2048);
    expect(limits.addAnotherMax).toBe(4);
  });
});
