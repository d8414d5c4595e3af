/** The lookup service's settings, read from the environment by `readConfig`. */
export interface LookupConfig {
  /** Base URL of a Photon-compatible geocoder for street-level address suggestions; unset: none. */
  photonUrl: string | undefined;
  /** A suggestion call waits this long for the geocoder before answering without it. */
  photonTimeoutMs: number;
  /** Seed the labelled demo directory into an empty table (never by default in production). */
  seedDemoDirectory: boolean;
  /** Requests per client address per window on GET /lookup/find. */
  rateLimit: { max: number; timeWindowMs: number };
}

export function readLookupConfig(env: NodeJS.ProcessEnv): LookupConfig {
  const demo = env.LOOKUP_DEMO_DIRECTORY;
  return {
    photonUrl: env.PHOTON_URL || undefined,
    photonTimeoutMs: positive(env.PHOTON_TIMEOUT_MS, 1500),
    seedDemoDirectory: demo ? demo === 'on' : env.NODE_ENV !== 'production',
    rateLimit: {
      // The portal waits 200 ms after typing, so a field sends at most ~5 calls a second; a
      // campus behind one NAT address shares the allowance.
      max: positive(env.LOOKUP_RATE_LIMIT_MAX, 300),
      timeWindowMs: 60_000,
    },
  };
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}
