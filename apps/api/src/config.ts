import { resolve } from 'node:path';

/** Everything the server reads from its environment, with the embedded defaults. */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The built portal to serve; unset or missing means API only. */
  portalDir: string | undefined;
  environment: 'development' | 'production' | 'test';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const environment =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    portalDir:
      env.PORTAL_DIR === ''
        ? undefined
        : resolve(env.PORTAL_DIR ?? resolve(import.meta.dirname, '../../portal/dist')),
    environment,
  };
}
