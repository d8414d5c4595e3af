import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { serverMessages } from '@applykit/api-contract';
import { badRequest } from '../http/errors';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane. */
// Algorithm is a const enum, which isolated modules cannot read: 2 is its Argon2id.
const argon2id: Algorithm.Argon2id = 2;

const argon2Options = {
  algorithm: argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when no account matches, so that a log in for an unknown address costs the
 * same time as a wrong password for a real one.
 */
let decoyHash: Promise<string> | undefined;
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password that no account has');
  await verifyPassword(await decoyHash, password);
}

/** apps/api/assets, from src/accounts (development and tests) or from dist (the built server). */
const assetsDir = resolve(
  import.meta.dirname,
  import.meta.dirname.endsWith('accounts') ? '../../assets' : '../assets',
);

let commonPasswords: Set<string> | undefined;
function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(resolve(assetsDir, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return commonPasswords;
}

/**
 * True for one of the 5,000 most common passwords, compared without case, and also once the
 * digits and symbols people pad around a common word are taken off ("Password123!" is
 * "password"): the policy's character classes alone let those through.
 */
function isCommonPassword(password: string): boolean {
  const list = loadCommonPasswords();
  const lowered = password.toLowerCase();
  const core = lowered.replace(/^[^a-z]+|[^a-z]+$/g, '');
  return list.has(lowered) || (core.length > 0 && list.has(core));
}

/** A 400 naming the password field for a common password: sign-up, reset, a staff invitation. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(serverMessages.passwordTooCommon, {
      password: [serverMessages.passwordTooCommon],
    });
  }
}
