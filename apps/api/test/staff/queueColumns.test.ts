import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffReviewPaths, type QueueEntry } from '@applykit/api-contract';
import { definition, partner, validators } from '../../../../examples/sierra-blanca/src/index';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';
import { signedInStaff, staffCall, type SignedInStaffMember } from '../support/staff';

// A second institution's form declares its own answer as the queue's programme column.
describe('the review queue of a form that declares its columns (Sierra Blanca)', () => {
  let server: TestServer;
  let reader: SignedInStaffMember;
  const surname = `Pathway${process.pid}x${Date.now() % 100_000}`;
  beforeAll(async () => {
    // Mails in English, so the test's sign-up reads the confirmation code it knows the words of.
    server = await startTestServer('pglite', {
      form: { definition, validators },
      partner: { ...partner, defaultLocale: 'en' },
    });
    const admin = await signedInStaff(server, 'admin');
    reader = await signedInStaff(server, 'reader', admin);
    for (const [first, pathway] of [
      ['Lucía', 'CERT'],
      ['Tomás', 'AAS'],
    ] as const) {
      const account = await signedInApplicant(server);
      const saved = await server.app.inject({
        method: 'PUT',
        url: '/api/answer',
        headers: { cookie: account.cookie },
        payload: {
          first_name: first,
          last_name: surname,
          applied_major: partner.majors[0]!.value,
          sb_pathway: pathway,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }, 180_000);
  afterAll(() => server?.app.close());

  const get = (url: string) => staffCall(server.app, reader.cookie, 'GET', url);

  it('lists, filters, offers and exports the declared programme, with its labels', async () => {
    const choices = (await get(staffReviewPaths.queueChoices)).json();
    expect(choices.majors).toEqual([
      { value: 'AAS', label: 'An associate degree' },
      { value: 'CERT', label: 'A certificate' },
      { value: 'TRANSFER', label: 'Courses to transfer on to a university' },
    ]);

    const list = await get(`${staffReviewPaths.applications}?q=${surname}&sort=name-asc`);
    expect(list.statusCode, list.body).toBe(200);
    const entries = list.json().applications as QueueEntry[];
    expect(entries.map((entry) => [entry.name, entry.major])).toEqual([
      [`Lucía ${surname}`, 'A certificate'],
      [`Tomás ${surname}`, 'An associate degree'],
    ]);

    const filtered = await get(`${staffReviewPaths.applications}?q=${surname}&major=CERT`);
    expect((filtered.json().applications as QueueEntry[]).map((entry) => entry.name)).toEqual([
      `Lucía ${surname}`,
    ]);

    const csv = await get(
      `${staffReviewPaths.export}?q=${surname}&major=AAS&keys=sb_pathway,sb_pathway_desc`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const [, row, ...rest] = csv.body.trim().split('\r\n');
    expect(rest).toEqual([]);
    expect(row).toContain(`,Tomás ${surname},`);
    expect(row).toContain(',An associate degree,');
    expect(row).toMatch(/,AAS,An associate degree$/);
  });
});
