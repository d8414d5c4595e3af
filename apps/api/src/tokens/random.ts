import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and password-reset link ids. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A 6-digit confirmation code, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** What the database keeps of a secret: a leaked row cannot be replayed as a cookie or link. */
export function sha256Hex(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
}
