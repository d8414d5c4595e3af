// scripts/postgres.mjs (the throwaway PostgreSQL the API tests use) is plain JavaScript without
// declarations: imported through a path the compiler does not follow, and typed here once.
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

const script = new URL('../../scripts/postgres.mjs', import.meta.url).href;

export async function startPostgres(): Promise<ThrowawayPostgres> {
  const { startPostgres: start } = (await import(script)) as {
    startPostgres: () => Promise<ThrowawayPostgres>;
  };
  return start();
}
