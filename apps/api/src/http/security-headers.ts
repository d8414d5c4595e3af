import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { ServerConfig } from '../config';
import type { StorageSettings } from '../documents/storage';

/**
 * Security headers on every reply (helmet's defaults: nosniff, referrer policy, COOP/CORP)
 * and a strict Content-Security-Policy for the portal: scripts only from our own files, no
 * inline scripts or event-handler attributes, no eval, no plugins, never framed. Answers an
 * applicant typed are rendered as text by React; the policy is the second line if one ever
 * reaches the page as markup. Inline styles stay allowed: the widget kit sets style
 * attributes, and a style cannot run code. HSTS and upgrade-insecure-requests only over
 * HTTPS, where they cannot lock a plain-HTTP development server out of its own browser.
 */
export function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const headers = helmetHeaders({
    hsts: config.secureCookies,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...uploadOrigins(config.storage)],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(config.secureCookies ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
  });
  // On the raw reply, first thing: every reply carries them, errors and 404s included.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The headers helmet sets with these options. The policy has no per-request part (no nonce),
 * so they are the same on every reply: worked out once here, where building helmet's
 * middleware and the policy text for every request cost about 4% of a request's work.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    // X-Powered-By, the one header helmet removes, is set by neither Node nor Fastify.
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as never, recorder, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * With the S3 storage driver the browser posts uploads straight to the bucket (documents
 * README): its endpoint's origin, or AWS's S3 hosts when no endpoint is set.
 */
function uploadOrigins(storage: StorageSettings): string[] {
  if (storage.driver !== 's3') return [];
  return [storage.s3.endpoint ? new URL(storage.s3.endpoint).origin : 'https://*.amazonaws.com'];
}
