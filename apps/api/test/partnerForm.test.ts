import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleApplication, indexDefinition } from '@applykit/admissions-form/validate';
import { loadConfig, type ServerConfig } from '../src/config';
import { pdfText } from './documents/fixtures';
import { builtApplicationPdf } from './documents/serverUploads';
import { signedInApplicant, startTestServer, type TestServer } from './support/applicants';
import { databaseKinds } from './support/database';

const formPath = (name: string) =>
  fileURLToPath(new URL(`./support/forms/${name}.ts`, import.meta.url));
/** As an operator writes it: relative to the directory the server starts in. */
const riverbendSetting = `./${relative(process.cwd(), formPath('riverbend'))}`;

const environment = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'applykit-form-')),
  PORTAL_DIR: '',
  ...extra,
});

describe('loading a partner form (APPLYKIT_FORM)', () => {
  it('loads the module a path names: its definition, partner settings and migration', async () => {
    const config = await loadConfig(environment({ APPLYKIT_FORM: riverbendSetting }));
    expect(config.form.definition.id).toBe('riverbend-transfer');
    expect(config.form.definition.version).toBe('2');
    expect(config.partner.institutionName).toBe('Riverbend College');
    expect(typeof config.form.migrateAnswers).toBe('function');
  });

  it('takes a relative path from the directory pnpm was run in, as the portal build does', async () => {
    const config = await loadConfig(
      environment({
        APPLYKIT_FORM: './forms/riverbend.ts',
        INIT_CWD: dirname(dirname(formPath('riverbend'))),
      }),
    );
    expect(config.form.definition.id).toBe('riverbend-transfer');
  });

  it('runs the built-in transfer application without it, and APPLYKIT_PARTNER still works', async () => {
    const config = await loadConfig(environment({ APPLYKIT_PARTNER: 'example' }));
    expect(config.form.definition.id).toBe('applykit-transfer');
    expect(config.partner.institutionName).toBe('Lakeside College');
  });

  it('stops the start with a clear message for a module it cannot use', async () => {
    await expect(
      loadConfig(environment({ APPLYKIT_FORM: '@applykit/no-such-form' })),
    ).rejects.toThrow('APPLYKIT_FORM: could not load the form module "@applykit/no-such-form"');
    await expect(loadConfig(environment({ APPLYKIT_FORM: formPath('broken') }))).rejects.toThrow(
      'is not usable: `definition` (an ApplicationDefinition) is missing.',
    );
    await expect(
      loadConfig(environment({ APPLYKIT_FORM: riverbendSetting, APPLYKIT_PARTNER: 'example' })),
    ).rejects.toThrow('brings its own partner settings; unset APPLYKIT_PARTNER.');
  });

  it('stops the start when the partner brand is unreadable, naming each problem', async () => {
    const failure = loadConfig(environment({ APPLYKIT_FORM: formPath('unreadableBrand') }));
    await expect(failure).rejects.toThrow('The theme of partner "pale" is not usable:');
    await expect(failure).rejects.toThrow(
      'theme.font.body is "Inter; color: red", which is not a font-family list',
    );
  });
});

describe.each(databaseKinds)('the server runs the partner form on %s', (kind) => {
  let server: TestServer;
  let config: ServerConfig;
  beforeAll(async () => {
    config = await loadConfig(environment({ APPLYKIT_FORM: riverbendSetting }));
    server = await startTestServer(kind, { form: config.form, partner: config.partner });
  });
  afterAll(() => server?.app.close());

  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

  async function stored(username: string) {
    const [row] = await server.database.query<{
      answers: Record<string, string>;
      answers_version: string | null;
      retired_answers: Record<string, string>;
    }>(
      `SELECT answers, answers_version, retired_answers FROM applications
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    return row!;
  }

  it('refuses an answer under a key its definition does not have, and saves nothing', async () => {
    const { username, cookie } = await signedInApplicant(server);
    const reply = await call(cookie, 'PUT', '/api/answer', {
      first_name: 'Ana',
      md_resident: 'Y',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      message: 'These answers are not part of the application: md_resident.',
      errors: { md_resident: ['This answer is not part of the application.'] },
    });
    expect((await stored(username)).answers).toEqual({});
    // Its own question is a key like any other.
    const saved = await call(cookie, 'PUT', '/api/answer', { riverbend_student_number: 'R1' });
    expect(saved.statusCode).toBe(200);
  });

  it('records the definition version the answers were saved under', async () => {
    const { username, cookie } = await signedInApplicant(server);
    expect((await stored(username)).answers_version).toBeNull();
    await call(cookie, 'PUT', '/api/answer', { first_name: 'Ana' });
    expect(await stored(username)).toMatchObject({
      answers: { first_name: 'Ana' },
      answers_version: '2',
    });
  });

  it('validates a submit with its own rules: its required question, no Maryland questions', async () => {
    const { cookie } = await signedInApplicant(server);
    const { isKey } = indexDefinition(config.form.definition);
    const answers = Object.fromEntries(
      Object.entries(exampleApplication).filter(([key]) => isKey(key)),
    );
    expect((await call(cookie, 'PUT', '/api/answer', answers)).statusCode).toBe(200);
    const refused = await call(cookie, 'POST', '/api/submit');
    expect(refused.statusCode).toBe(400);
    const { errors } = refused.json<{ errors: Record<string, string[]> }>();
    expect(errors.riverbend_student_number).toEqual(['Enter your Riverbend student number']);
    expect(Object.keys(errors).filter((key) => key.startsWith('md_'))).toEqual([]);
    // In Spanish, its message left in English reads as written, not as "Enter {label}".
    const inSpanish = await server.app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { cookie, 'accept-language': 'es' },
    });
    expect(
      inSpanish.json<{ errors: Record<string, string[]> }>().errors.riverbend_student_number,
    ).toEqual(['Enter your Riverbend student number']);
  });

  it('prints the application PDF with its labels and its institution', async () => {
    const { cookie } = await signedInApplicant(server);
    await call(cookie, 'PUT', '/api/answer', {
      first_name: 'Ana',
      last_name: 'Okafor',
      riverbend_student_number: 'R7654321',
    });
    const pdf = await builtApplicationPdf(server.app, { cookie });
    expect(pdf.status).toBe('COMPLETED');
    const download = await call(cookie, 'GET', pdf.url!);
    const text = (await pdfText(download.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Application for Transfer Admission: Riverbend College');
    expect(text).toContain('Given Name Ana');
    expect(text).toContain('Riverbend Student Number R7654321');
    expect(text).not.toContain('Maryland');
  });

  it('migrates answers saved under an older version once, when they are next loaded', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await server.database.query(
      `UPDATE applications SET answers = $2::jsonb, answers_version = '1'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username, JSON.stringify({ first_name: 'Ana', student_id: 'R1234567', md_resident: 'Y' })],
    );
    const profile = await call(cookie, 'GET', '/api/profile');
    expect(profile.json().answer).toEqual({
      first_name: 'Ana',
      riverbend_student_number: 'R1234567',
    });
    // The renamed key moved; the one no question has any more is kept aside, not lost.
    expect(await stored(username)).toEqual({
      answers: { first_name: 'Ana', riverbend_student_number: 'R1234567' },
      answers_version: '2',
      retired_answers: { md_resident: 'Y' },
    });
    const pdf = await builtApplicationPdf(server.app, { cookie });
    const download = await call(cookie, 'GET', pdf.url!);
    const text = (await pdfText(download.rawPayload)).text.replace(/\s+/g, ' ');
    expect(text).toContain('Riverbend Student Number R1234567');
    expect(text).toContain('Other answers md_resident Y');
  });

  it('migrates answers saved under an older version before a save merges new ones into them', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await server.database.query(
      `UPDATE applications SET answers = $2::jsonb, answers_version = '1'
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username, JSON.stringify({ first_name: 'Ana', student_id: 'R1234567', md_resident: 'Y' })],
    );
    const saved = await call(cookie, 'PUT', '/api/answer', { first_name: 'Ana María' });
    expect(saved.statusCode).toBe(200);
    expect(await stored(username)).toEqual({
      answers: { first_name: 'Ana María', riverbend_student_number: 'R1234567' },
      answers_version: '2',
      retired_answers: { md_resident: 'Y' },
    });
  });

  it('leaves a submitted application as it was submitted', async () => {
    const { username, cookie } = await signedInApplicant(server);
    await server.database.query(
      `UPDATE applications SET answers = '{"student_id": "R1"}'::jsonb, answers_version = '1',
              submitted_at = now()
        WHERE applicant_id = (SELECT id FROM applicants WHERE username = $1)`,
      [username],
    );
    expect((await call(cookie, 'GET', '/api/profile')).statusCode).toBe(200);
    expect(await stored(username)).toMatchObject({
      answers: { student_id: 'R1' },
      answers_version: '1',
    });
  });
});
