import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/**
 * The sign-up a browser made: a signed, HttpOnly, SameSite=Strict cookie naming one pending
 * sign-up by its random id. A confirmation code confirms only together with the cookie of the
 * sign-up it was issued for, so a stranger who signs up the same address gets a sign-up of
 * their own and never the owner's. Every sign-up sets it, whether or not the address was free,
 * so the reply tells nothing about the address.
 */
const signupCookieDays = 7;

type CookieConfig = Pick<ServerConfig, 'secureCookies'>;

function signupCookieName(config: CookieConfig): string {
  return config.secureCookies ? '__Host-applykit_signup' : 'applykit_signup';
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createSignupCookies(signingKey: Uint8Array, config: CookieConfig) {
  // A key of its own, derived from the token key, so this cookie is never another signature.
  const key = createHmac('sha256', signingKey).update('applykit sign-up cookie').digest();
  const signature = (signupId: string, issued: string) =>
    createHmac('sha256', key).update(`${signupId}\n${issued}`).digest();

  return {
    /** Makes this browser hold the given sign-up. */
    bind(reply: FastifyReply, signupId: string): void {
      const issued = String(Math.floor(Date.now() / 1000));
      const value = `${signupId}.${issued}.${signature(signupId, issued).toString('base64url')}`;
      reply.setCookie(signupCookieName(config), value, {
        path: '/',
        sameSite: 'strict',
        secure: config.secureCookies,
        httpOnly: true,
        maxAge: signupCookieDays * 86_400,
      });
    },

    /** The sign-up id the request's cookie names, when the cookie is genuine and not too old. */
    signupOf(request: FastifyRequest): string | undefined {
      const [signupId = '', issued = '', mac = ''] = (
        request.cookies[signupCookieName(config)] ?? ''
      ).split('.');
      if (!uuidPattern.test(signupId) || !/^\d{1,12}$/.test(issued)) return undefined;
      const ageSeconds = Date.now() / 1000 - Number(issued);
      if (ageSeconds < 0 || ageSeconds > signupCookieDays * 86_400) return undefined;
      const given = Buffer.from(mac, 'base64url');
      const expected = signature(signupId, issued);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? signupId
        : undefined;
    },

    forget(reply: FastifyReply): void {
      reply.clearCookie(signupCookieName(config), {
        path: '/',
        sameSite: 'strict',
        secure: config.secureCookies,
        httpOnly: true,
      });
    },
  };
}
