import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * The upload policy of the local driver: the same promise an S3 presigned POST policy makes
 * (this key only, this many bytes, until then), base64url JSON signed with HMAC-SHA256.
 */
export interface UploadPolicy {
  /** ISO time after which the policy is refused. */
  expiration: string;
  key: string;
  /** [min, max] bytes, both inclusive, as S3's content-length-range. */
  contentLengthRange: [number, number];
}

export type Verified<T> = { ok: true; value: T } | { ok: false; reason: 'signature' | 'expired' };

/** What a signature is for: an upload policy, or a link to an applicant's application PDF. */
export type SigningPurpose = 'upload-policy' | 'application-pdf-link';

/**
 * Signs and checks one kind of thing. Each purpose has its own key, derived from the one
 * secret with HKDF-SHA256, so a signature made for one purpose is simply not valid for
 * another: a PDF link posted as an upload policy fails its signature check.
 */
export class Signer {
  private readonly key: Buffer;

  constructor(secret: Buffer, purpose: SigningPurpose) {
    this.key = Buffer.from(
      hkdfSync('sha256', secret, Buffer.alloc(0), `applykit document signing: ${purpose}`, 32),
    );
  }

  sign(payload: object): { payload: string; signature: string } {
    const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return { payload: encoded, signature: this.mac(encoded) };
  }

  /** Checks the MAC before parsing anything, then the `expiration` inside the payload. */
  verify<T extends { expiration: string }>(
    encoded: string,
    signature: string,
    now = new Date(),
  ): Verified<T> {
    const expected = Buffer.from(this.mac(encoded));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return { ok: false, reason: 'signature' };
    }
    const value = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as T;
    if (!(Date.parse(value.expiration) > now.getTime())) return { ok: false, reason: 'expired' };
    return { ok: true, value };
  }

  private mac(encoded: string): string {
    return createHmac('sha256', this.key).update(encoded).digest('base64url');
  }
}

/**
 * The configured secret (`FILE_SIGNING_SECRET`) when set; otherwise one random secret kept in
 * the database, so every server on the same database (and the same server after a restart)
 * accepts the others' links.
 */
export async function loadSigningSecret(
  database: Database,
  configured: string | undefined,
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  await database.query(
    `INSERT INTO document_signing_secret (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`,
    [randomBytes(32).toString('base64')],
  );
  const [row] = await database.query<{ secret: string }>(
    'SELECT secret FROM document_signing_secret WHERE id = 1',
  );
  return Buffer.from(row!.secret, 'base64');
}
