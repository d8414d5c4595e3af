import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLimits, forgetExpiredSignups } from '../../src/accounts/accounts';
import {
  post,
  signedInApplicant,
  startTestServer,
  strongPassword,
  uniqueEmail,
  type TestServer,
} from '../support/applicants';
import { databaseKinds } from '../support/database';
import { applicantState, call } from './support';

/** The tab group and the add-another group the transfer application declares. */
const tabGroup = 'md_military_documents';
const addAnotherGroup = 'colleges';

describe.each(databaseKinds)("an applicant's tab and add-another maps on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.app.close());

  it('refuses tab groups, tabs and add-another groups the form does not declare, storing nothing', async () => {
    const { username, cookie } = await signedInApplicant(server);
    const before = await applicantState(server, username);
    for (let n = 0; n < 50; n++) {
      const tab = await call(server.app, cookie, 'PUT', '/api/tabs', {
        tab_id: `filler_${n}`,
        chosen_tab: 'x'.repeat(100),
      });
      expect(tab.statusCode).toBe(400);
      expect(tab.json().message).toBe(`filler_${n} is not a tab group of the application.`);
      const count = await call(server.app, cookie, 'PUT', '/api/add-another', {
        button_id: `filler_${n}`,
        num_components: 10,
      });
      expect(count.statusCode).toBe(400);
      expect(count.json().message).toBe(
        `filler_${n} is not an add-another group of the application.`,
      );
    }
    const wrongTab = await call(server.app, cookie, 'PUT', '/api/tabs', {
      tab_id: tabGroup,
      chosen_tab: 'filler',
    });
    expect(wrongTab.statusCode).toBe(400);
    expect(wrongTab.json().errors.chosen_tab).toEqual(['Choose one of: upload, later.']);
    expect(await applicantState(server, username)).toEqual(before);
  });

  it('keeps the declared groups, within the limit of 10', async () => {
    const { cookie } = await signedInApplicant(server);
    const tab = await call(server.app, cookie, 'PUT', '/api/tabs', {
      tab_id: tabGroup,
      chosen_tab: 'later',
    });
    expect(tab.json()).toEqual({ [tabGroup]: 'later' });
    const count = await call(server.app, cookie, 'PUT', '/api/add-another', {
      button_id: addAnotherGroup,
      num_components: 10,
    });
    expect(count.json()).toEqual({ [addAnotherGroup]: 10 });
    const tooMany = await call(server.app, cookie, 'PUT', '/api/add-another', {
      button_id: addAnotherGroup,
      num_components: 11,
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('sheds keys stored before the definition was enforced at the next write', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await server.database.query(
      `UPDATE applications SET tabs = '{"old_filler":"x"}', add_another = '{"old_filler":7}'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    await call(server.app, cookie, 'PUT', '/api/tabs', { tab_id: tabGroup, chosen_tab: 'upload' });
    await call(server.app, cookie, 'PUT', '/api/add-another', {
      button_id: addAnotherGroup,
      num_components: 2,
    });
    const state = await applicantState(server, username);
    expect(state!.tabs).toEqual({ [tabGroup]: 'upload' });
    expect(state!.add_another).toEqual({ [addAnotherGroup]: 2 });
  });
});

describe.each(databaseKinds)('abandoned sign-ups on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(() => server.app.close());

  async function signupsOf(username: string): Promise<number> {
    const rows = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pending_signups s JOIN applicants a ON a.id = s.applicant_id
        WHERE a.username = $1`,
      [username],
    );
    return rows[0]!.n;
  }

  it('forgets a sign-up whose code expired over a month ago, and keeps recent ones', async () => {
    const abandoned = uniqueEmail('abandoned');
    const recent = uniqueEmail('recent');
    for (const username of [abandoned, recent]) {
      expect(
        (await post(server.app, '/public/signup', { username, password: strongPassword }))
          .statusCode,
      ).toBe(200);
    }
    await server.database.query(
      `UPDATE pending_signups SET expires_at = now() - make_interval(days => $2)
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [abandoned, accountLimits.expiredSignupKeptDays + 1],
    );
    await server.database.query(
      `UPDATE pending_signups SET expires_at = now() - interval '2 days'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [recent],
    );
    await forgetExpiredSignups(server.database);
    expect(await signupsOf(abandoned)).toBe(0);
    expect(await signupsOf(recent)).toBe(1);
  });
  async function accountOf(username: string): Promise<{ confirmed: boolean } | undefined> {
    const rows = await server.database.query<{ confirmed: boolean }>(
      'SELECT confirmed_at IS NOT NULL AS confirmed FROM applicants WHERE username = $1',
      [username],
    );
    return rows[0];
  }

  it('forgets an account nobody confirmed once its last sign-up is forgotten, and only such', async () => {
    const abandoned = uniqueEmail('never-confirmed');
    const returning = uniqueEmail('still-trying');
    const confirmed = uniqueEmail('confirmed-long-ago');
    for (const username of [abandoned, returning]) {
      await post(server.app, '/public/signup', { username, password: strongPassword });
    }
    const { username: confirmedName } = await signedInApplicant(server, confirmed);
    const longAgo = `now() - make_interval(days => ${accountLimits.expiredSignupKeptDays + 2})`;
    await server.database.query(
      `UPDATE applicants SET created_at = ${longAgo} WHERE username = ANY($1::text[])`,
      [[abandoned, returning, confirmedName]],
    );
    await server.database.query(
      `UPDATE pending_signups SET expires_at = ${longAgo}
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [abandoned],
    );
    await forgetExpiredSignups(server.database);
    expect(await accountOf(abandoned)).toBeUndefined();
    // Signed up again within the month: the new sign-up keeps the account.
    expect(await accountOf(returning)).toEqual({ confirmed: false });
    expect(await accountOf(confirmedName)).toEqual({ confirmed: true });
    // The address is free: signing up again starts a new account.
    const again = await post(server.app, '/public/signup', {
      username: abandoned,
      password: strongPassword,
    });
    expect(again.statusCode).toBe(200);
    expect(await accountOf(abandoned)).toEqual({ confirmed: false });
  });
});
