import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { readConfig, type ServerConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { buildServer, type ServerDependencies } from '../../src/server';
import { openTestDatabase, type DatabaseKind } from './database';

export const strongPassword = 'Transfer-Student-2026';

let counter = 0;
/** A fresh address per test: one database serves every test of a file. */
export function uniqueEmail(label = 'applicant'): string {
  counter += 1;
  return `${label}.${process.pid}.${Date.now()}.${counter}@example.edu`;
}

/** A distinct client address per test, so per-address limits of one test spare the others. */
export function uniqueAddress(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'applykit-api-')),
      PORTAL_DIR: '',
    }),
    ...overrides,
  };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: ServerConfig;
}

export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<ServerConfig> = {},
  dependencies: Partial<ServerDependencies> = {},
): Promise<TestServer> {
  const config = testConfig(overrides);
  const database = await openTestDatabase(kind);
  const app = await buildServer({ config, database, ...dependencies });
  return { app, database, config };
}

/** The newest message the console transport kept for `to`. */
export async function latestMail(server: TestServer, to: string) {
  await server.app.mailer.settled();
  const rows = await server.database.query<{
    subject: string;
    text_body: string;
    html_body: string;
  }>(
    'SELECT subject, text_body, html_body FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id DESC LIMIT 1',
    [to],
  );
  return rows[0];
}

export async function mailCount(server: TestServer, to: string): Promise<number> {
  await server.app.mailer.settled();
  const rows = await server.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mail_outbox WHERE lower(recipient) = lower($1)',
    [to],
  );
  return rows[0]!.n;
}

export function codeIn(text: string | undefined): string {
  const code = /confirmation code is (\d{6})/.exec(text ?? '')?.[1];
  expect(code).toBeDefined();
  return code!;
}

/** The `name=value` pairs of a reply's Set-Cookie headers, as a Cookie header. */
export function cookiesOf(reply: LightMyRequestResponse): string {
  return reply.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * A JSON POST from a fresh client address. It returns once any mail the call sent has been
 * delivered, so the outbox holds messages in the order of the calls.
 */
export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  options: { cookie?: string; remoteAddress?: string } = {},
) {
  const reply = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? uniqueAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });
  await app.mailer.settled();
  return reply;
}

/** Signs up, confirms with the mailed code and logs in; returns the session's Cookie header. */
export async function signedInApplicant(
  server: TestServer,
  username = uniqueEmail(),
  password = strongPassword,
): Promise<{ username: string; cookie: string }> {
  const { app } = server;
  const signup = await post(app, '/public/signup', { username, password });
  expect(signup.statusCode).toBe(200);
  const code = codeIn((await latestMail(server, username))?.text_body);
  const confirm = await post(
    app,
    '/public/confirm',
    { username, code },
    { cookie: cookiesOf(signup) },
  );
  expect(confirm.statusCode).toBe(200);
  const login = await post(app, '/public/login', { username, password });
  expect(login.statusCode).toBe(200);
  return { username, cookie: cookiesOf(login) };
}

/** The Maryland residency answers of an honorably discharged veteran. */
export const inStateVeteran = {
  instate_tuition: 'Y',
  md_financially_ind_dep: '2',
  md_resident: 'Y',
  md_perm_addr_duration: '2',
  md_drivers_license: 'N',
  md_vehicle: 'N',
  md_voter_registered: 'N',
  md_tax_return: 'Y',
  md_tax_return_year: '2025',
  md_tax_withheld: 'Y',
  md_public_assistance: 'N',
  md_claimed_other_residency: 'N',
  md_military: 'Y',
  md_veteran: 'true',
};

/**
 * Waits, if need be, until the limits' fixed window (aligned to the epoch) has at least `margin`
 * milliseconds left, so a test that counts attempts up to a limit does not see the count start
 * again halfway when the window turns over.
 */
export async function awayFromWindowEnd(windowMinutes: number, margin = 5_000): Promise<void> {
  const windowMs = windowMinutes * 60_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
