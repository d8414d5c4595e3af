import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { ServerConfig } from '../config';

/**
 * The two kinds of link staff hand out. The purpose is the token's audience, so a token of one
 * kind never opens the other door.
 */
export type TokenPurpose = 'service' | 'temporary-answers';

export const tokenDefaults = {
  /** A reviewer's read-only link to one applicant. */
  serviceHours: 24 * 7,
  /** A prefilled answer set handed to a prospective applicant. */
  temporaryAnswersHours: 24 * 30,
} as const;

const issuer = 'applykit';

/**
 * The HMAC key for tokens: TOKEN_SECRET, or a random key generated once and kept in the data
 * folder so that links survive a restart. Servers sharing a PostgreSQL must share a key, so
 * production with DATABASE_URL insists on TOKEN_SECRET.
 */
export function loadSigningKey(
  config: Pick<ServerConfig, 'tokenSecret' | 'dataDir' | 'databaseUrl' | 'environment'>,
): Uint8Array {
  if (config.tokenSecret) {
    if (config.tokenSecret.length < 32)
      throw new Error('TOKEN_SECRET must be at least 32 characters.');
    return new TextEncoder().encode(config.tokenSecret);
  }
  if (config.databaseUrl && config.environment === 'production') {
    throw new Error(
      'Set TOKEN_SECRET: every server on one PostgreSQL must sign with the same key.',
    );
  }
  const dir = join(config.dataDir, 'secrets');
  const file = join(dir, 'token-signing-key');
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  chmodSync(file, 0o600);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export interface MintedToken {
  token: string;
  expiresAt: Date;
}

export function createTokens(key: Uint8Array) {
  return {
    async mint(purpose: TokenPurpose, subject: string, hours: number): Promise<MintedToken> {
      const expiresAt = new Date(Date.now() + Math.round(hours * 3_600_000));
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(purpose)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },

    /** The subject of a valid, unexpired token of this purpose; undefined otherwise. */
    async subjectOf(purpose: TokenPurpose, token: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: purpose,
          algorithms: ['HS256'],
        });
        return payload.sub;
      } catch {
        return undefined;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
