import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  ClientSecretBasic,
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client';
import {
  messageReplySchema,
  staffIdentityProviderCallbackSchema,
  staffIdentityProviderReplySchema,
  staffIdentityProviderStartReplySchema,
  staffMessages,
  staffPaths,
} from '@applykit/api-contract';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../http/errors';
import { loadSigningKey } from '../tokens/tokens';
import { auditRecordOf, registerStaffCalls, staffCall } from './calls';
import { roleOfClaim, type IdentityProviderSettings } from './identity-provider-settings';
import { identityProviderMember } from './members';
import { recordAudit } from './review-store';
import { staffAttemptLimits } from './routes';
import { createSecretBox } from './second-factor';
import { setStaffCookie, staffCookieName, type StaffSessions } from './sessions';

/** A sign-in at the provider must come back within this many minutes. */
const flowMinutes = 10;

/** What the browser carries between the start and the callback, sealed so it can be trusted. */
interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  expiresAt: number;
}

const isLoopback = (url: URL) =>
  url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/** The provider's metadata, read once it is first needed and read again after a failure. */
function providerConfiguration(settings: IdentityProviderSettings) {
  let discovered: Promise<Configuration> | undefined;
  return () => {
    const issuer = new URL(settings.issuer);
    discovered ??= discovery(
      issuer,
      settings.clientId,
      undefined,
      ClientSecretBasic(settings.clientSecret),
      // Plain HTTP only to a provider on this machine: a developer's or a test's own.
      { timeout: 10, ...(isLoopback(issuer) ? { execute: [allowInsecureRequests] } : {}) },
    ).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };
}

export interface IdentityProviderDependencies {
  config: ServerConfig;
  database: Database;
  sessions: StaffSessions;
}

/**
 * Staff sign-in through the institution's identity provider: OpenID Connect's authorisation
 * code flow with PKCE, state and nonce kept in a sealed, short-lived, HttpOnly cookie. The role
 * comes from a configured claim; a staff member is known by the provider's issuer and subject.
 * The provider answers for the second factor, so these staff have no authenticator of ours.
 */
export async function staffIdentityProviderRoutes(
  app: FastifyInstance,
  { config, database, sessions }: IdentityProviderDependencies,
): Promise<void> {
  const settings = config.staffIdentityProvider;
  const flowBox = createSecretBox(loadSigningKey(config), 'applykit staff sign-in flow');
  const flowCookie = config.secureCookies ? '__Host-applykit_staff_oidc' : 'applykit_staff_oidc';
  const flowCookieOptions = {
    path: '/',
    sameSite: 'strict',
    secure: config.secureCookies,
    httpOnly: true,
  } as const;
  const provider = settings ? providerConfiguration(settings) : undefined;

  function configured() {
    if (!settings || !provider) throw notFound(staffMessages.identityProviderOff);
    return { settings, provider };
  }

  async function reachProvider(provider: () => Promise<Configuration>) {
    try {
      return await provider();
    } catch (error) {
      app.log.warn({ err: error }, 'staff identity provider unreachable');
      throw new HttpError(503, staffMessages.identityProviderUnreachable);
    }
  }

  /** The flow the cookie carries, spent: a callback is accepted once. */
  function takeFlow(sealed: string | undefined, reply: FastifyReply): SignInFlow | null {
    reply.clearCookie(flowCookie, flowCookieOptions);
    if (!sealed) return null;
    try {
      const flow = JSON.parse(flowBox.open(sealed)) as SignInFlow;
      return flow.expiresAt > Date.now() ? flow : null;
    } catch {
      return null;
    }
  }

  const signInAttempts = { counter: 'staff-sign-in', limit: staffAttemptLimits.signIn };

  registerStaffCalls(app, [
    staffCall({
      method: 'GET',
      path: staffPaths.identityProvider,
      access: 'anyone',
      reply: staffIdentityProviderReplySchema,
      handle: async () => ({ institution: settings?.institutionName ?? null }),
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.identityProviderStart,
      access: 'anyone',
      attempts: signInAttempts,
      reply: staffIdentityProviderStartReplySchema,
      async handle(_request, reply) {
        const { settings, provider } = configured();
        const metadata = await reachProvider(provider);
        const flow: SignInFlow = {
          state: randomState(),
          nonce: randomNonce(),
          codeVerifier: randomPKCECodeVerifier(),
          expiresAt: Date.now() + flowMinutes * 60_000,
        };
        reply.setCookie(flowCookie, flowBox.seal(JSON.stringify(flow)), {
          ...flowCookieOptions,
          maxAge: flowMinutes * 60,
        });
        const url = buildAuthorizationUrl(metadata, {
          redirect_uri: settings.redirectUrl,
          scope: settings.scopes,
          state: flow.state,
          nonce: flow.nonce,
          code_challenge: await calculatePKCECodeChallenge(flow.codeVerifier),
          code_challenge_method: 'S256',
        });
        return { url: url.href };
      },
    }),

    staffCall({
      method: 'POST',
      path: staffPaths.identityProviderCallback,
      access: 'anyone',
      attempts: signInAttempts,
      body: staffIdentityProviderCallbackSchema,
      reply: messageReplySchema,
      async handle(request, reply) {
        const { settings, provider } = configured();
        const flow = takeFlow(request.cookies[flowCookie], reply);
        const returned = new URLSearchParams(request.body.query);
        if (!flow || returned.get('state') !== flow.state) {
          throw badRequest(staffMessages.identityProviderStale);
        }
        const metadata = await reachProvider(provider);
        const currentUrl = new URL(settings.redirectUrl);
        currentUrl.search = returned.toString();
        let claims: Record<string, unknown>;
        try {
          const tokens = await authorizationCodeGrant(metadata, currentUrl, {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          const idToken = tokens.claims()!;
          const userInfo = metadata.serverMetadata().userinfo_endpoint
            ? await fetchUserInfo(metadata, tokens.access_token, idToken.sub)
            : {};
          // The signed ID token wins where both carry a claim.
          claims = { ...userInfo, ...idToken };
        } catch (error) {
          app.log.warn({ err: error }, 'staff sign-in through the identity provider refused');
          throw badRequest(staffMessages.identityProviderRefused);
        }
        const role = roleOfClaim(claims[settings.roleClaim], settings.roleValues);
        if (!role) throw forbidden(staffMessages.identityProviderNoRole);
        const email = typeof claims.email === 'string' ? claims.email.trim() : '';
        if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
          throw badRequest(staffMessages.identityProviderNoEmail);
        }
        const issuer = String(claims.iss);
        const previous = request.cookies[staffCookieName(config)];
        const sessionId = await database.transaction(async (tx) => {
          const staffId = await identityProviderMember(tx, {
            issuer,
            subject: String(claims.sub),
            email,
            role,
          });
          if (!staffId) return null;
          if (previous) await sessions.end(previous, tx);
          const entry = {
            action: 'sign-in-through-institution' as const,
            detail: { issuer, role },
          };
          await recordAudit(tx, auditRecordOf(request, { id: staffId, email }, entry));
          return sessions.start(staffId, 'signed-in', tx);
        });
        if (!sessionId) throw conflict(staffMessages.identityProviderEmailTaken);
        setStaffCookie(reply, config, sessionId);
        return { message: staffMessages.signedIn };
      },
    }),
  ]);
}
