import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { buildServer } from '../../src/server';
import { testConfig } from '../support/applicants';
import { databaseKinds, openTestDatabase } from '../support/database';

/** Every line the server logs, parsed. */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } };
}

describe.each(databaseKinds)('production settings on %s', (kind) => {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    if (app) await app.close();
    else await database?.close();
    app = database = undefined;
  });

  it('refuses to start in production without SMTP_URL, naming the setting', async () => {
    database = await openTestDatabase(kind);
    const config = testConfig({ environment: 'production' });
    await expect(buildServer({ config, database })).rejects.toThrow(
      /Set SMTP_URL in production.*ALLOW_CONSOLE_MAIL=true/s,
    );
  });

  it('starts without mail only when ALLOW_CONSOLE_MAIL=true says so, and warns at start', async () => {
    expect(readConfig({ ALLOW_CONSOLE_MAIL: 'true' }).consoleMailInProduction).toBe(true);
    expect(readConfig({}).consoleMailInProduction).toBe(false);
    database = await openTestDatabase(kind);
    const log = logLines();
    const config = testConfig({ environment: 'production', consoleMailInProduction: true });
    app = await buildServer({ config, database, logStream: log.stream });
    const warnings = log.lines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toEqual([expect.stringMatching(/^WARNING: production without SMTP_URL/)]);
  });

  it('starts quietly in production with SMTP_URL', async () => {
    database = await openTestDatabase(kind);
    const log = logLines();
    const config = testConfig({ environment: 'production', smtpUrl: 'smtp://127.0.0.1:1' });
    app = await buildServer({ config, database, logStream: log.stream });
    expect(log.lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
