import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * A browser the owner has logged in with: a signed, HttpOnly cookie set at each successful log
 * in, naming the account. It spares that browser the per-account slow-down, so that nobody can
 * keep an applicant out of the account by sending wrong passwords for it. It opens nothing by
 * itself: the password is still needed, and the per-address limit still applies.
 */
const knownDeviceDays = 180;

type CookieConfig = Pick<ServerConfig, 'secureCookies'>;

function knownDeviceCookieName(config: CookieConfig): string {
  return config.secureCookies ? '__Host-applykit_device' : 'applykit_device';
}

export function createKnownDevices(signingKey: Uint8Array, config: CookieConfig) {
  // A key of its own, derived from the token key, so a device cookie is never another signature.
  const key = createHmac('sha256', signingKey).update('applykit known-device cookie').digest();
  const signature = (username: string, issued: string) =>
    createHmac('sha256', key).update(`${username.toLowerCase()}\n${issued}`).digest();

  return {
    /** True when the request carries this account's device cookie, still within its lifetime. */
    isKnown(request: FastifyRequest, username: string): boolean {
      const [issued = '', mac = ''] = (request.cookies[knownDeviceCookieName(config)] ?? '').split(
        '.',
      );
      if (!/^\d{1,12}$/.test(issued)) return false;
      const ageSeconds = Date.now() / 1000 - Number(issued);
      if (ageSeconds < 0 || ageSeconds > knownDeviceDays * 86_400) return false;
      const given = Buffer.from(mac, 'base64url');
      const expected = signature(username, issued);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },

    remember(reply: FastifyReply, username: string): void {
      const issued = String(Math.floor(Date.now() / 1000));
      const value = `${issued}.${signature(username, issued).toString('base64url')}`;
      reply.setCookie(knownDeviceCookieName(config), value, {
        path: '/',
        sameSite: 'lax',
        secure: config.secureCookies,
        httpOnly: true,
        maxAge: knownDeviceDays * 86_400,
      });
    },
  };
}
