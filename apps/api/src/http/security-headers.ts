import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * Security headers on every reply (helmet's defaults: CSP, nosniff, frame-ancestors 'none',
 * referrer policy, COOP/CORP). HSTS and upgrade-insecure-requests only over HTTPS, where they
 * cannot lock a plain-HTTP development server out of its own browser.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig) {
  await app.register(helmet, {
    hsts: config.secureCookies,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
  });
}
