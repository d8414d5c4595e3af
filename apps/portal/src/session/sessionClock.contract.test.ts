import type * as Policies from '@applykit/api-contract/policies';
import { describe, expect, it, vi } from 'vitest';
import { INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '../inactivity/useInactivity';
import { DEFAULT_IDLE_MS, warningMsFor } from './sessionClock';

// The contract's session limits, changed here: the portal's time-out and warning must follow
// them (the server's default follows them too), so neither can be a copy.
vi.mock('@applykit/api-contract/policies', async (importOriginal) => ({
  ...(await importOriginal<typeof Policies>()),
  sessionLimits: { idleSeconds: 600, warningSeconds: 45, absoluteHours: 12 },
}));

describe("the portal's session timing is the contract's", () => {
  it('times out after the idle limit and warns the contract’s seconds before', () => {
    expect(DEFAULT_IDLE_MS).toBe(600_000);
    expect(INACTIVITY_TIMEOUT_MS).toBe(600_000);
    expect(INACTIVITY_WARNING_MS).toBe(45_000);
    expect(warningMsFor(30_000)).toBe(10_000);
  });
});
