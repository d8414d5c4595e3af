import { resolve } from 'node:path';
import { defaultIdentityCookiePrefix } from '@applykit/api-contract';
import type { PartnerSettings } from '@applykit/admissions-form/validate';
import { builtInPartner } from '@applykit/admissions-form/validate';

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
  /** Where applicants reach the portal: links in mail and minted URLs start here. */
  publicUrl: string;
  /** Origins allowed to send state-changing requests besides publicUrl's own. */
  allowedOrigins: string[];
  /** Secure, `__Host-` cookies: over HTTPS and everywhere outside development. */
  secureCookies: boolean;
  /** The readable presence cookie's name starts with this (platform §4). */
  identityCookiePrefix: string;
  /** SMTP server for mail; unset means print each message and keep it in the outbox table. */
  smtpUrl: string | undefined;
  /**
   * ALLOW_CONSOLE_MAIL=true: production may run without SMTP_URL, printing codes and reset
   * links and keeping them in the database. Only for a trial; the server warns at start.
   */
  consoleMailInProduction: boolean;
  mailFrom: string;
  /** Key for the /admin calls; unset turns them off. */
  adminApiKey: string | undefined;
  /** Signing key for service and temporary-answer tokens; unset means one kept in dataDir. */
  tokenSecret: string | undefined;
  /** Client addresses come from X-Forwarded-For: set when behind a reverse proxy. */
  trustProxy: boolean;
  /** The institution's settings (APPLYKIT_PARTNER): submit checks and the PDF use them. */
  partner: PartnerSettings;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const environment =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    portalDir:
      env.PORTAL_DIR === ''
        ? undefined
        : resolve(env.PORTAL_DIR ?? resolve(import.meta.dirname, '../../portal/dist')),
    environment,
    publicUrl,
    allowedOrigins: [
      ...(env.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      // The portal's Vite dev server proxies to us and keeps its own Origin.
      ...(environment === 'development' ? ['http://localhost:5173', 'http://127.0.0.1:5173'] : []),
    ],
    secureCookies: publicUrl.startsWith('https:') || environment === 'production',
    identityCookiePrefix: env.IDENTITY_COOKIE_PREFIX || defaultIdentityCookiePrefix,
    smtpUrl: env.SMTP_URL || undefined,
    consoleMailInProduction: env.ALLOW_CONSOLE_MAIL === 'true',
    mailFrom: env.MAIL_FROM || 'ApplyKit Admissions <admissions@localhost>',
    adminApiKey: env.ADMIN_API_KEY || undefined,
    tokenSecret: env.TOKEN_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    partner: builtInPartner(env.APPLYKIT_PARTNER),
  };
}
