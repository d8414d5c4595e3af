import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { defaultIdentityCookiePrefix, sessionLimits } from '@applykit/api-contract';
import type { PartnerForm, PartnerSettings } from '@applykit/admissions-form/validate';
import { assertPartnerTheme, builtInPartner } from '@applykit/admissions-form/validate';
import { builtInForm, loadPartnerForm } from './application/partner-form';
import { readStorageSettings, type StorageSettings } from './documents/storage';
import { readLookupConfig, type LookupConfig } from './lookup/config';
import { defaultMailFrom } from './mail/templates';
import { readWebhookSettings, type WebhookSettings } from './webhooks/settings';
import {
  readIdentityProviderSettings,
  type IdentityProviderSettings,
} from './staff/identity-provider-settings';

/**
 * Everything the server reads from its environment, with the embedded defaults. `readConfig`
 * is the only reader of `process.env`; every module takes its settings from here.
 */
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
  /** The readable presence cookie's name starts with this (docs/sessions.md). */
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
  /**
   * Which `X-Forwarded-For` entries to believe (TRUST_PROXY): false for none, a number of
   * proxy hops, or the proxies' own addresses and ranges. Fastify reads the header from the
   * right, so the client address is the one the nearest trusted proxy saw.
   */
  trustProxy: false | number | string[];
  /**
   * The institution's settings: the form module's own (APPLYKIT_FORM) or a built-in partner
   * (APPLYKIT_PARTNER). Submit checks and the PDF use them.
   */
  partner: PartnerSettings;
  /**
   * The form the server runs (APPLYKIT_FORM, loaded by `loadConfig`; the transfer application
   * by default): the keys it accepts, submit validation, the PDF, answer migration.
   */
  form: PartnerForm;
  /**
   * A session ends this long after its last request (SESSION_IDLE_SECONDS, default 900). The
   * portal learns it from every reply and warns before it; see docs/sessions.md.
   */
  sessionIdleSeconds: number;
  /**
   * On the embedded database, past this many API requests in progress (DATABASE_QUEUE_LIMIT,
   * default 32) a new one is answered 503 with Retry-After at once instead of queuing; see the
   * README, "Under load".
   */
  databaseQueueLimit: number;
  /** Where documents are kept (STORAGE_DRIVER and S3_*): local files under dataDir by default. */
  storage: StorageSettings;
  /** FILE_SIGNING_SECRET: the key of upload policies and PDF links; unset: one kept in the database. */
  fileSigningSecret: string | undefined;
  /** SOFFICE_PATH: LibreOffice for .docx; empty for none; unset: looked up on PATH. */
  sofficePath: string | null | undefined;
  /** The lookup service (PHOTON_URL, PHOTON_TIMEOUT_MS, LOOKUP_DEMO_DIRECTORY, LOOKUP_RATE_LIMIT_MAX). */
  lookup: LookupConfig;
  /** STAFF_OIDC_*: staff sign in through the institution's identity provider too (docs/staff.md). */
  staffIdentityProvider: IdentityProviderSettings | undefined;
  /**
   * The student system each submitted application is handed off to, as a signed webhook
   * (APPLYKIT_WEBHOOK_URL, APPLYKIT_WEBHOOK_SECRET; docs/webhooks.md). Unset: no hand-off.
   */
  webhook: WebhookSettings | undefined;
  /**
   * The directory the command was typed in (pnpm keeps it in INIT_CWD while it runs a script in
   * the package's folder): relative paths given on the command line start here.
   */
  workingDirectory: string;
}

function sessionIdleSecondsOf(value: string | undefined): number {
  if (value === undefined || value === '') return sessionLimits.idleSeconds;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 3 || seconds > 86_400) {
    throw new Error(
      `SESSION_IDLE_SECONDS must be a whole number of seconds from 3 to 86400, not "${value}".`,
    );
  }
  return seconds;
}

function databaseQueueLimitOf(value: string | undefined): number {
  if (value === undefined || value === '') return 32;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100_000) {
    throw new Error(
      `DATABASE_QUEUE_LIMIT must be a whole number of requests from 1 to 100000, not "${value}".`,
    );
  }
  return limit;
}

/**
 * TRUST_PROXY: unset or `false` (no proxy), a hop count (`1` for one reverse proxy; `true`
 * means 1), or the proxies' addresses and CIDR ranges, comma separated. Trusting every hop, as
 * a plain `true` once did, would let a client name its own address in `X-Forwarded-For` and
 * step round every per-address limit.
 */
function readTrustProxy(setting: string | undefined): false | number | string[] {
  const value = (setting ?? '').trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const proxies = value.split(',').map((entry) => entry.trim());
  const wrong = proxies.filter((entry) => {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    return (
      !version ||
      rest.length > 0 ||
      (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))
    );
  });
  if (wrong.length) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (e.g. 1) or the proxies' addresses or CIDR ` +
        `ranges, comma separated (e.g. 10.0.0.5,10.1.0.0/16); not ${wrong.join(', ')}.`,
    );
  }
  return proxies;
}

/** The setting as Fastify's `trustProxy` takes it: a hop count becomes "the first n hops". */
export function trustedProxies(
  setting: ServerConfig['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
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
    mailFrom: env.MAIL_FROM || defaultMailFrom(builtInPartner(env.APPLYKIT_PARTNER)),
    adminApiKey: env.ADMIN_API_KEY || undefined,
    tokenSecret: env.TOKEN_SECRET || undefined,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    partner: builtInPartner(env.APPLYKIT_PARTNER),
    form: builtInForm,
    sessionIdleSeconds: sessionIdleSecondsOf(env.SESSION_IDLE_SECONDS),
    databaseQueueLimit: databaseQueueLimitOf(env.DATABASE_QUEUE_LIMIT),
    storage: readStorageSettings(env),
    fileSigningSecret: env.FILE_SIGNING_SECRET || undefined,
    sofficePath: env.SOFFICE_PATH === undefined ? undefined : env.SOFFICE_PATH || null,
    lookup: readLookupConfig(env),
    webhook: readWebhookSettings(env),
    staffIdentityProvider: readIdentityProviderSettings(env, {
      publicUrl,
      institutionName: builtInPartner(env.APPLYKIT_PARTNER).institutionName,
    }),
    workingDirectory: env.INIT_CWD || process.cwd(),
  };
}

/**
 * `readConfig`, then the partner's form module when APPLYKIT_FORM names one (a package name or
 * a path, relative to the directory the command was run in). A module that brings its own partner settings may not be combined with
 * APPLYKIT_PARTNER: two settings naming the institution would leave one silently ignored.
 */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<ServerConfig> {
  const config = readConfig(env);
  const specifier = env.APPLYKIT_FORM?.trim();
  if (!specifier) return config;
  // A relative path is taken from where the command was typed, as the portal build takes it.
  const form = await loadPartnerForm(specifier, config.workingDirectory);
  if (form.partner && env.APPLYKIT_PARTNER) {
    throw new Error(
      `APPLYKIT_PARTNER is set to "${env.APPLYKIT_PARTNER}", but the form module "${specifier}" brings its own partner settings; unset APPLYKIT_PARTNER.`,
    );
  }
  const partner = form.partner ?? config.partner;
  assertPartnerTheme(partner);
  return {
    ...config,
    form,
    partner,
    mailFrom: env.MAIL_FROM || defaultMailFrom(partner),
    staffIdentityProvider: readIdentityProviderSettings(env, {
      publicUrl: config.publicUrl,
      institutionName: partner.institutionName,
    }),
  };
}
