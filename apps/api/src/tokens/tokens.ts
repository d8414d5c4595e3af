import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignJWT, compactVerify, jwtVerify } from 'jose';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';

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

export type RevocationOutcome = 'revoked' | 'not-ours';

/**
 * Signed, expiring tokens whose ids are recorded when minted: a token opens its door only while
 * its id is on record and not revoked, so staff can withdraw a link they handed out.
 */
export function createTokens(key: Uint8Array, database: Queryable) {
  return {
    async mint(purpose: TokenPurpose, subject: string, hours: number): Promise<MintedToken> {
      const expiresAt = new Date(Date.now() + Math.round(hours * 3_600_000));
      const id = randomUUID();
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(purpose)
        .setSubject(subject)
        .setJti(id)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
      await database.query(
        'INSERT INTO issued_tokens (jti, purpose, subject, expires_at) VALUES ($1, $2, $3, $4)',
        [id, purpose, subject, expiresAt],
      );
      await database.query("DELETE FROM issued_tokens WHERE expires_at < now() - interval '1 day'");
      return { token, expiresAt };
    },

    /** The subject of a valid, unexpired, unrevoked token of this purpose; undefined otherwise. */
    async subjectOf(purpose: TokenPurpose, token: string): Promise<string | undefined> {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, key, {
          issuer,
          audience: purpose,
          algorithms: ['HS256'],
        }));
      } catch {
        return undefined;
      }
      if (!payload.jti || !payload.sub) return undefined;
      const live = await database.query(
        `SELECT 1 FROM issued_tokens
          WHERE jti::text = $1 AND purpose = $2 AND subject = $3 AND revoked_at IS NULL`,
        [payload.jti, purpose, payload.sub],
      );
      return live.length ? payload.sub : undefined;
    },

    /**
     * Revokes a token this server signed, expired or not; `not-ours` for anything else. Takes
     * the token or the whole link that carries it.
     */
    async revoke(tokenOrLink: string): Promise<RevocationOutcome> {
      const token = tokenFrom(tokenOrLink);
      let id: unknown;
      try {
        const { payload } = await compactVerify(token, key, { algorithms: ['HS256'] });
        id = (JSON.parse(new TextDecoder().decode(payload)) as { jti?: unknown }).jti;
      } catch {
        return 'not-ours';
      }
      if (typeof id !== 'string') return 'not-ours';
      const rows = await database.query(
        `UPDATE issued_tokens SET revoked_at = coalesce(revoked_at, now())
          WHERE jti::text = $1 RETURNING 1`,
        [id],
      );
      return rows.length ? 'revoked' : 'not-ours';
    },
  };
}

/** The token in a `?service_token=` or `?token=` link, or the text itself. */
function tokenFrom(tokenOrLink: string): string {
  const text = tokenOrLink.trim();
  if (!/^https?:\/\//.test(text)) return text;
  const query = new URL(text).searchParams;
  return query.get('service_token') ?? query.get('token') ?? text;
}

export type Tokens = ReturnType<typeof createTokens>;
