import { lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentKeys } from '@applykit/admissions-form/validate';
import { openDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { buildServer } from '../../src/server';
import { multipartBody } from '../documents/harness';
import { makePng } from '../documents/fixtures';
import { signedInApplicant, testConfig, type TestServer } from '../support/applicants';
import { call } from './support';

const [documentKey] = documentKeys as [string];

/** Every path under `root` (itself included) that another local user could read or write. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
  };
  walk(root);
  return open;
}

// The embedded mode only: with DATABASE_URL the database's files are PostgreSQL's business.
describe('the embedded data folder on disk', () => {
  let server: TestServer;
  let dataDir: string;
  let leftOpen: string;

  beforeAll(async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'applykit-modes-')), 'data');
    // What an older version left behind: a readable folder with a readable file in it.
    mkdirSync(join(dataDir, 'files'), { recursive: true, mode: 0o755 });
    leftOpen = join(dataDir, 'files', 'left-by-an-older-version');
    writeFileSync(leftOpen, 'x', { mode: 0o644 });
    const config = testConfig({ dataDir });
    const database = await openDatabase({ dataDir });
    await migrate(database);
    server = { app: await buildServer({ config, database }), database, config };
  }, 180_000);
  afterAll(() => server.app.close());

  it('is readable by the server user only after a start and an upload (0700 folders, 0600 files)', async () => {
    const applicant = await signedInApplicant(server);
    const presigned = await call(server.app, applicant.cookie, 'POST', '/api/presigned-url', {
      answer_key: documentKey,
    });
    const { url, fields } = presigned.json<{ url: string; fields: Record<string, string> }>();
    const body = await multipartBody(fields, { bytes: makePng(), name: 'transcript.png' });
    const uploaded = await server.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: applicant.cookie },
    });
    expect(uploaded.statusCode).toBe(204);

    const upload = join(dataDir, 'files', ...fields.key!.split('/'));
    expect(lstatSync(upload).mode & 0o777).toBe(0o600);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(leftOpen).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
