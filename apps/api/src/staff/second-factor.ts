import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { sha256Hex } from '../tokens/random';

/**
 * The staff's second factor: time-based codes (TOTP, 6 digits every 30 s, as every
 * authenticator app reads them) and one-time recovery codes.
 */
const secondFactor = {
  /** Codes of the step before and after the current one count too: a phone's clock drifts. */
  toleranceSeconds: 30,
  recoveryCodes: 10,
  /** The name an authenticator app shows beside the code. */
  issuer: 'ApplyKit Admissions',
} as const;

/**
 * Authenticator secrets are stored encrypted (AES-256-GCM) with a key derived from the
 * server's token key, so a copy of the database alone does not yield codes. Each purpose
 * derives its own key, so what one box sealed never opens in another.
 */
export function createSecretBox(
  signingKey: Uint8Array,
  purpose = 'applykit staff authenticator secret',
) {
  const key = createHmac('sha256', signingKey).update(purpose).digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(stored: string): string {
      const [iv = '', tag = '', sealed = ''] = stored.split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

export interface Enrolment {
  secret: string;
  otpauthUri: string;
  /** An SVG QR code of the otpauth URI, as a data: URL an <img> shows. */
  qrCode: string;
}

export async function newEnrolment(email: string): Promise<Enrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: secondFactor.issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * The time step a code belongs to when it is right for the secret and newer than the last
 * accepted step; null otherwise. Refusing a step already used stops a code seen over a
 * shoulder (or replayed) from signing in a second time.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: secondFactor.toleranceSeconds,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes of ten letters and digits, `xxxxx-xxxxx` (about 49 random bits each). */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: secondFactor.recoveryCodes }, () => {
    const letters = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** What is stored of a recovery code: case and the dash do not matter when it is typed. */
export function recoveryCodeHash(code: string): string {
  return sha256Hex(code.toLowerCase().replace(/-/g, ''));
}
