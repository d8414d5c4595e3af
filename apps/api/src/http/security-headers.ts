import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  await app.register(helmet, {
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
}

/**
 * With the S3 storage driver the browser posts uploads straight to the bucket (documents
 * README): its endpoint's origin, or AWS's S3 hosts when no endpoint is set.
 */
function uploadOrigins(storage: StorageSettings): string[] {
  if (storage.driver !== 's3') return [];
  return [storage.s3.endpoint ? new URL(storage.s3.endpoint).origin : 'https://*.amazonaws.com'];
}
