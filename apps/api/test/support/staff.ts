import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { staffPaths, type StaffRole } from '@applykit/api-contract';
import { staffCommands } from '../../src/staff/cli-commands';
import {
  cookiesOf,
  latestMail,
  post,
  uniqueAddress,
  uniqueEmail,
  type TestServer,
} from './applicants';

export const staffPassword = 'Admissions-Office-2026';

/** A staff call as the staff area of the portal makes it (same origin, JSON). */
export function staffCall(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: uniqueAddress(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The authenticator code of `secret`, `steps` time steps (of 30 s) from now. */
export function authenticatorCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Lets the member's next code be one of the current time step again, as if 30 s had passed
 * since the last accepted one (each step's code works once).
 */
export async function forgetUsedCodes(server: TestServer, email: string) {
  await server.database.query(
    'UPDATE staff_members SET totp_last_step = totp_last_step - 10 WHERE email = $1',
    [email],
  );
}

/** The invitation id of the link in the newest staff invitation mailed to `email`. */
export async function mailedInvitationId(server: TestServer, email: string): Promise<string> {
  const mail = await latestMail(server, email);
  const id = /\/staff\/invitation\?id=([\w-]+)/.exec(mail?.text_body ?? '')?.[1];
  expect(id).toBeDefined();
  return id!;
}

/** The link `create-admin` prints, as an operator would copy it. */
export async function createAdminByCommand(server: TestServer, email: string): Promise<string> {
  const printed: string[] = [];
  await staffCommands['create-admin'].run({
    config: server.config,
    database: server.database,
    args: [email],
    print: (line) => printed.push(line),
  });
  const id = new URL(printed[0]!).searchParams.get('id');
  expect(id).toBeTruthy();
  return id!;
}

export interface SignedInStaffMember {
  email: string;
  cookie: string;
  /** The authenticator secret, as the member's app holds it. */
  secret: string;
  recoveryCodes: string[];
}

/** Accepts an invitation, signs in with the password, enrols an authenticator: fully signed in. */
export async function enrolStaff(
  server: TestServer,
  email: string,
  invitationId: string,
): Promise<SignedInStaffMember> {
  const { app } = server;
  const accepted = await post(app, staffPaths.invitationAcceptance, {
    id: invitationId,
    password: staffPassword,
  });
  expect(accepted.statusCode).toBe(200);
  const signIn = await post(app, staffPaths.signIn, { username: email, password: staffPassword });
  expect(signIn.json()).toMatchObject({ next: 'enrolment' });
  const partial = cookiesOf(signIn);
  const enrolment = await staffCall(app, partial, 'POST', staffPaths.enrolment, {});
  expect(enrolment.statusCode).toBe(200);
  const { secret } = enrolment.json() as { secret: string };
  const confirmed = await staffCall(app, partial, 'POST', staffPaths.enrolmentConfirmation, {
    code: await authenticatorCode(secret),
  });
  expect(confirmed.statusCode).toBe(200);
  return {
    email,
    cookie: cookiesOf(confirmed),
    secret,
    recoveryCodes: (confirmed.json() as { recovery_codes: string[] }).recovery_codes,
  };
}

/** A new admin (made by the command line) or reader (invited by that admin), signed in. */
export async function signedInStaff(
  server: TestServer,
  role: StaffRole,
  admin?: SignedInStaffMember,
): Promise<SignedInStaffMember> {
  if (role === 'admin') {
    const email = uniqueEmail('admin');
    return enrolStaff(server, email, await createAdminByCommand(server, email));
  }
  const inviter = admin ?? (await signedInStaff(server, 'admin'));
  const email = uniqueEmail('reader');
  const invited = await staffCall(server.app, inviter.cookie, 'POST', staffPaths.invitations, {
    email,
  });
  expect(invited.statusCode).toBe(200);
  return enrolStaff(server, email, await mailedInvitationId(server, email));
}
