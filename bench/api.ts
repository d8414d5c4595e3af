// `pnpm --filter @applykit/bench api`: autocannon against PUT /api/answer (an answer set of about
// 20 KB) and GET /api/profile over 100 logged-in sessions, on PGlite and on a throwaway
// PostgreSQL. A save is measured in steps in the same run: bare Fastify taking the same body
// (HTTP alone), parsing it, parsing and checking it as the route does, the real route, and the
// save's statement alone (the floor: the session check and the merge in one round trip). The server runs in this process on loopback;
// autocannon runs in a worker thread (api-load.mjs), on the same two cores.
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { messageReplySchema, paths, type Answers } from '@applykit/api-contract';
import { dataModel, emptyAnswers, transferApplication } from '@applykit/admissions-form/validate';
import { readConfig, type ServerConfig } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { buildServer } from '../apps/api/src/server';
import { answerSaveChecks, checkAnswers } from '../apps/api/src/application/answers';
import { installContractSchemas } from '../apps/api/src/http/api-reference';
import { installErrorReplies } from '../apps/api/src/http/errors';
import { installRequestGuards } from '../apps/api/src/http/guards';
import { answerSaveInSession, saveAnswers } from '../apps/api/src/application/store';
import { sessionCookieName } from '../apps/api/src/sessions/sessions';
import { startPostgres, type ThrowawayPostgres } from './lib/postgres';
import { describeRun, percentile, writeResult, type Figure } from './lib/results';

const sessions = 100;
const connections = 100;
const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
const password = 'Transfer-Student-2026';
/**
 * PostgreSQL's pool: the server's own default (20), which the goals are held at (README, "Which
 * pool the goals are held at"), unless `BENCH_API_POOL` names another size to compare.
 */
const poolSize = process.env.BENCH_API_POOL ? Number(process.env.BENCH_API_POOL) : undefined;

/**
 * Every answer of the application filled in, essays long enough to bring the set to about
 * 20 KB: what Save sends for an applicant who is far along.
 */
function answerSet(): Record<string, string> {
  const answers = emptyAnswers();
  const essay =
    'I transferred to continue my studies in public health after two years at a community college, where I worked in the tutoring centre and volunteered at a clinic. ';
  for (const key of Object.keys(answers)) {
    const entry = dataModel[key];
    answers[key] = entry?.widget === 'textarea' ? '' : `${entry?.label.slice(0, 24) ?? key}`;
  }
  const essays = Object.keys(answers).filter((key) => dataModel[key]?.widget === 'textarea');
  for (let index = 0; JSON.stringify(answers).length < 20_000; index++) {
    const key = essays[index % essays.length]!;
    answers[key] = `${answers[key]}${essay}`;
  }
  return answers;
}
const body = JSON.stringify(answerSet());
/** What Chromium sends as `accept-encoding`. */
const browserAcceptEncoding = 'gzip, deflate, br, zstd';

/**
 * 100 applicants through the real routes: sign-up, the mailed confirmation code, log-in. Each
 * comes from its own client address (light-my-request's remoteAddress), as 100 applicants
 * would, so the per-address sign-up and log-in limits (30 and 100 per window) are never met
 * and the benchmark measures no 429s.
 */
async function logIn(app: FastifyInstance, database: Database): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < sessions; index++) {
    const username = `bench.applicant.${index}@example.edu`;
    const remoteAddress = `10.77.${index >> 8}.${index & 255}`;
    const send = async (url: string, payload: object, cookie?: string) => {
      const headers = cookie ? { cookie } : {};
      const reply = await app.inject({ method: 'POST', url, payload, remoteAddress, headers });
      if (reply.statusCode !== 200)
        throw new Error(`POST ${url}: ${reply.statusCode} ${reply.body}`);
      return reply;
    };
    const signup = await send('/public/signup', { username, password });
    await app.mailer.settled();
    const [mail] = await database.query<{ text_body: string }>(
      'SELECT text_body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
      [username],
    );
    const code = /confirmation code is (\d{6})/.exec(mail?.text_body ?? '')?.[1];
    if (!code) throw new Error(`No confirmation code was mailed to ${username}.`);
    const signupCookie = signup.cookies
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    await send('/public/confirm', { username, code }, signupCookie);
    const login = await send('/public/login', { username, password });
    cookies.push(login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
  }
  return cookies;
}

interface Case {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  unanswered: number;
  /** Requests the server refused at once as busy (503 with Retry-After): embedded only. */
  refused: number;
}

/** What the load generator (`api-load.mjs`) is asked to do. */
interface LoadRequest {
  url: string;
  method: 'GET' | 'PUT';
  body?: string;
  /** Connection n carries cookie n (modulo their number). */
  cookies: string[];
  origin?: string;
  /** Sent as `accept-encoding`, as a browser does; none otherwise. */
  acceptEncoding?: string;
  connections: number;
  duration: number;
}

/** What it reports. */
interface LoadReply {
  /** Latency in ms of every reply under 300. */
  served: number[];
  /** Replies by status code. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Requests that got no reply within autocannon's 10 s timeout, or failed. */
  unanswered: number;
}

/**
 * One bounded autocannon run, from a worker thread (`api-load.mjs`); connection n carries
 * session n. Throughput and latency are of the requests served; a busy refusal (503) is
 * counted apart.
 */
async function load(
  url: string,
  method: 'GET' | 'PUT',
  cookies: string[] = [],
  origin?: string,
  {
    connections: clients = connections,
    duration = seconds,
    acceptEncoding,
  }: { connections?: number; duration?: number; acceptEncoding?: string } = {},
): Promise<Case> {
  const request: LoadRequest = {
    url,
    method,
    cookies,
    origin,
    connections: clients,
    duration,
    ...(method === 'PUT' ? { body } : {}),
    ...(acceptEncoding ? { acceptEncoding } : {}),
  };
  const worker = new Worker(new URL('./api-load.mjs', import.meta.url), { workerData: request });
  const reply = await new Promise<LoadReply>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  await worker.terminate();
  const refused = reply.statuses['503'] ?? 0;
  // Any other non-2xx reply is a broken setup (a lost session, a rate limit), never a figure.
  if (reply.non2xx > refused) {
    const listed = Object.entries(reply.statuses)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    throw new Error(`${method} ${url}: ${reply.non2xx} replies were not 2xx (${listed})`);
  }
  return {
    requestsPerSecond: Math.round(reply.served.length / duration),
    p50: Math.round(percentile(reply.served, 50)),
    p99: Math.round(percentile(reply.served, 99)),
    // Requests that got no reply within autocannon's 10 s timeout: the machine was saturated.
    unanswered: reply.unanswered,
    refused,
  };
}

/**
 * The database's share of a save, without HTTP, JSON parsing or the answer checks: `save` is
 * called for each session, 100 at a time for the same duration, the way the route calls it.
 * `inSession` is the route's own statement (the session check and the merge in one round
 * trip): the floor, what no server code can exceed. `twoStatements` is the save as it was
 * before that, the session check (`sessions.resume`) and then `saveAnswers`, for comparison.
 * The statement takes the answer set as the JSON text the request sent (`answersJson`), as the
 * route passes it; `saveAnswers` takes the parsed answers and serialises them itself.
 */
type DatabaseSave = (sessionId: string, answers: Answers, answersJson: string) => Promise<boolean>;

function databaseSaves(app: FastifyInstance, database: Database) {
  const form = { definition: transferApplication };
  const saveInSession = answerSaveInSession(app.sessions.statement);
  const inSession: DatabaseSave = async (sessionId, _answers, answersJson) => {
    const { applicant, saved } = await saveInSession(database, sessionId, answersJson, form);
    return applicant !== null && saved;
  };
  const twoStatements: DatabaseSave = async (sessionId, answers) => {
    const applicant = await app.sessions.resume(sessionId);
    return applicant !== null && (await saveAnswers(database, applicant.id, answers, form));
  };
  return { inSession, twoStatements };
}

async function databaseAlone(save: DatabaseSave, sessionIds: string[]): Promise<Case> {
  const answers = checkAnswers(JSON.parse(body), transferApplication);
  const durations: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    sessionIds.map(async (sessionId) => {
      while (performance.now() < deadline) {
        const start = performance.now();
        if (!(await save(sessionId, answers, body)))
          throw new Error('A bench session ended or its application was submitted.');
        durations.push(performance.now() - start);
      }
    }),
  );
  return {
    requestsPerSecond: Math.round(durations.length / seconds),
    p50: Math.round(percentile(durations, 50)),
    p99: Math.round(percentile(durations, 99)),
    unanswered: 0,
    refused: 0,
  };
}

/**
 * The steps below the real route, each a bare Fastify server answering the same small message
 * PUT /api/answer does: `http` takes the body as text and never parses it (HTTP alone),
 * `parsed` parses it as JSON with Fastify's own parser, and `validated` runs the server's own
 * JSON parser and checks (`installRequestGuards`, the contract's schemas, `answerSaveChecks`:
 * everything the route checks before it touches the database).
 */
type BareStep = 'http' | 'parsed' | 'validated';

async function bareSave(step: BareStep, config: ServerConfig): Promise<Case> {
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024 });
  const reply = (answers: number) => ({ message: `${answers} answers` });
  if (step === 'http') {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) =>
      done(null, text),
    );
    app.put('/bare', async (request) => reply((request.body as string).length));
  } else if (step === 'parsed') {
    app.put('/bare', async (request) => reply(Object.keys(request.body as object).length));
  } else {
    installErrorReplies(app);
    installContractSchemas(app);
    installRequestGuards(app, config);
    const checks = answerSaveChecks(transferApplication);
    app.put(
      '/bare',
      { ...checks, schema: { ...checks.schema, response: { 200: messageReplySchema } } },
      async (request) => reply(Object.keys(request.body as object).length),
    );
  }
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await load(`${base}/bare`, 'PUT', [], new URL(config.publicUrl).origin);
  } finally {
    await app.close();
  }
}

/** GET /api/profile's peer: Fastify answering the very same JSON from memory. */
async function bareProfile(reply: unknown): Promise<Case> {
  const app = Fastify({ logger: false });
  app.get('/bare-profile', async () => reply);
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await load(`${base}/bare-profile`, 'GET');
  } finally {
    await app.close();
  }
}

/** Connections tried, fewest first, when measuring the embedded database's capacity. */
const capacitySteps = [5, 10, 20, 30, 40, 60, 80, 100];
const capacitySeconds = Number(process.env.BENCH_API_CAPACITY_SECONDS ?? 5);

/**
 * The embedded default's capacity: the most connections saving 20 KB answer sets at once that
 * it serves with a p99 under 1 s, refusing none. Steps up until a step fails.
 */
async function embeddedCapacity(url: string, cookies: string[], origin: string) {
  const steps: { connections: number; run: Case }[] = [];
  let capacity = 0;
  for (const clients of capacitySteps) {
    const run = await load(url, 'PUT', cookies, origin, {
      connections: clients,
      duration: capacitySeconds,
    });
    steps.push({ connections: clients, run });
    console.log('capacity step', clients, run);
    if (run.p99 >= 1000 || run.refused > 0 || run.unanswered > 0) break;
    capacity = clients;
  }
  return { capacity, steps };
}

async function applyKit(databaseUrl: string | undefined) {
  const config = readConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'applykit-bench-api-')),
    PORTAL_DIR: '',
  });
  const database = await openDatabase({ databaseUrl, ...(poolSize ? { poolSize } : {}) });
  await migrate(database);
  const app = await buildServer({ config, database });
  try {
    const cookies = await logIn(app, database);
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const sessionIds = cookies.map(
      (cookie) => new RegExp(`${sessionCookieName(config)}=([^;]+)`).exec(cookie)![1]!,
    );
    // A save's steps one after the other, so all of them meet the same machine.
    const http = await bareSave('http', config);
    const parsed = await bareSave('parsed', config);
    const validated = await bareSave('validated', config);
    const answer = await load(
      `${base}${paths.answer}`,
      'PUT',
      cookies,
      new URL(config.publicUrl).origin,
    );
    const saves = databaseSaves(app, database);
    const saveStatements = await databaseAlone(saves.inSession, sessionIds);
    const twoStatements = await databaseAlone(saves.twoStatements, sessionIds);
    // The profile as the route now answers it, its 20 KB of answers saved: the bare peer sends
    // this very JSON, measured just before the route.
    const profileReply = (
      await app.inject({ method: 'GET', url: paths.profile, headers: { cookie: cookies[0]! } })
    ).json<unknown>();
    const profilePeer = await bareProfile(profileReply);
    const profile = await load(`${base}${paths.profile}`, 'GET', cookies);
    // As a browser asks for it: the reply compressed (brotli), which the route keeps while the
    // profile is unchanged.
    const browserProfile = await load(`${base}${paths.profile}`, 'GET', cookies, undefined, {
      acceptEncoding: browserAcceptEncoding,
    });
    const capacity =
      database.kind === 'pglite'
        ? await embeddedCapacity(
            `${base}${paths.answer}`,
            cookies,
            new URL(config.publicUrl).origin,
          )
        : undefined;
    return {
      kind: database.kind,
      save: { http, parsed, validated, answer, saveStatements },
      answer,
      profile,
      browserProfile,
      profilePeer,
      saveStatements,
      twoStatements,
      capacity,
    };
  } finally {
    // The server's onClose closes the database too.
    await app.close();
  }
}

const figures: Figure[] = [];
const notes: string[] = [];
/** The databases measured: both unless `BENCH_API_DATABASES` names one (`postgres`). */
const databases = (['pglite', 'postgres'] as const).filter(
  (kind) => !process.env.BENCH_API_DATABASES || process.env.BENCH_API_DATABASES.includes(kind),
);

/** `value` as a multiple of `peer`, to two decimals. */
const ratio = (value: number, peer: number) => Math.round((value / peer) * 100) / 100;
/**
 * What one request costs the machine while 100 are in flight: the run's milliseconds per
 * request served. A step's cost less the previous step's is what the step adds.
 */
const perRequest = (run: Case) => Math.round((1000 / run.requestsPerSecond) * 100) / 100;
const millisecondsMore = (run: Case, before: Case) =>
  Math.round((perRequest(run) - perRequest(before)) * 100) / 100;

for (const kind of databases) {
  let postgres: ThrowawayPostgres | undefined;
  if (kind === 'postgres') {
    try {
      postgres = await startPostgres();
    } catch (error) {
      notes.push(`PostgreSQL could not start, so it was skipped: ${(error as Error).message}`);
      continue;
    }
  }
  try {
    const run = await applyKit(postgres?.url);
    console.log(kind, run);
    if (run.capacity) {
      notes.push(
        `Embedded capacity steps (connections: saves/s, p99 ms, refused): ${run.capacity.steps
          .map(
            ({ connections: clients, run: step }) =>
              `${clients}: ${step.requestsPerSecond}, ${step.p99}, ${step.refused}`,
          )
          .join('; ')}.`,
      );
    }
    const goal = kind === 'postgres';
    const { http, parsed, validated } = run.save;
    figures.push(
      {
        name: `${kind}: PUT step 1, bare Fastify taking the 20 KB body as text (HTTP alone) req/s`,
        value: http.requestsPerSecond,
        unit: 'req/s',
      },
      {
        name: `${kind}: PUT step 2, bare Fastify parsing the body req/s`,
        value: parsed.requestsPerSecond,
        unit: 'req/s',
      },
      {
        name: `${kind}: PUT step 3, bare Fastify parsing and checking the body as the route does req/s`,
        value: validated.requestsPerSecond,
        unit: 'req/s',
      },
      {
        name: `${kind}: PUT /api/answer req/s`,
        value: run.answer.requestsPerSecond,
        unit: 'req/s',
      },
      { name: `${kind}: PUT /api/answer p50`, value: run.answer.p50, unit: 'ms' },
      { name: `${kind}: PUT /api/answer p99`, value: run.answer.p99, unit: 'ms' },
      {
        name: `${kind}: a save's statement alone, session check included (floor), saves/s`,
        value: run.saveStatements.requestsPerSecond,
        unit: 'saves/s',
      },
      {
        name: `${kind}: a save's statement alone (floor) p99`,
        value: run.saveStatements.p99,
        unit: 'ms',
      },
      {
        name: `${kind}: the save as two statements (session check, then save), saves/s`,
        value: run.twoStatements.requestsPerSecond,
        unit: 'saves/s',
      },
      {
        name: `${kind}: PUT /api/answer against the save as two statements`,
        value: ratio(run.answer.requestsPerSecond, run.twoStatements.requestsPerSecond),
        unit: '×',
      },
      {
        name: `${kind}: PUT /api/answer against the floor`,
        value: ratio(run.answer.requestsPerSecond, run.saveStatements.requestsPerSecond),
        unit: '×',
        ...(goal ? { goal: { min: 0.8 } } : {}),
      },
      {
        name: `${kind}: PUT /api/answer against step 2 (bare parsing)`,
        value: ratio(run.answer.requestsPerSecond, parsed.requestsPerSecond),
        unit: '×',
      },
      {
        name: `${kind}: a save, ms per request: HTTP (step 1)`,
        value: perRequest(http),
        unit: 'ms',
      },
      {
        name: `${kind}: a save, ms per request: parsing (step 2 less step 1)`,
        value: millisecondsMore(parsed, http),
        unit: 'ms',
      },
      {
        name: `${kind}: a save, ms per request: checks (step 3 less step 2)`,
        value: millisecondsMore(validated, parsed),
        unit: 'ms',
      },
      {
        name: `${kind}: a save, ms per request: session, headers and statements (route less step 3)`,
        value: millisecondsMore(run.answer, validated),
        unit: 'ms',
      },
      {
        name: `${kind}: a save, ms per request: its statement alone (floor)`,
        value: perRequest(run.saveStatements),
        unit: 'ms',
      },
      {
        name: `${kind}: a save, ms per request: as two statements`,
        value: perRequest(run.twoStatements),
        unit: 'ms',
      },
      {
        name: `${kind}: PUT /api/answer unanswered in time`,
        value: run.answer.unanswered,
        unit: '',
        ...(kind === 'pglite' ? { goal: { max: 0 } } : {}),
      },
      {
        name: `${kind}: PUT /api/answer refused at once as busy (503)`,
        value: run.answer.refused,
        unit: '',
      },
      {
        name: `${kind}: GET /api/profile req/s`,
        value: run.profile.requestsPerSecond,
        unit: 'req/s',
      },
      { name: `${kind}: GET /api/profile p50`, value: run.profile.p50, unit: 'ms' },
      {
        name: `${kind}: GET /api/profile p99`,
        value: run.profile.p99,
        unit: 'ms',
      },
      {
        name: `${kind}: bare Fastify GET of the same profile JSON req/s`,
        value: run.profilePeer.requestsPerSecond,
        unit: 'req/s',
      },
      {
        name: `${kind}: bare Fastify GET of the same profile JSON p99`,
        value: run.profilePeer.p99,
        unit: 'ms',
      },
      {
        name: `${kind}: GET /api/profile against the bare GET`,
        value: ratio(run.profile.requestsPerSecond, run.profilePeer.requestsPerSecond),
        unit: '×',
        ...(goal ? { goal: { min: 0.5 } } : {}),
      },
      {
        name: `${kind}: GET /api/profile p99 against the bare GET's p99`,
        value: ratio(run.profile.p99, Math.max(run.profilePeer.p99, 1)),
        unit: '×',
        ...(goal ? { goal: { max: 3 } } : {}),
      },
      {
        name: `${kind}: GET /api/profile as a browser asks (accept-encoding with br) req/s`,
        value: run.browserProfile.requestsPerSecond,
        unit: 'req/s',
      },
      {
        name: `${kind}: GET /api/profile as a browser asks, against the bare GET (uncompressed)`,
        value: ratio(run.browserProfile.requestsPerSecond, run.profilePeer.requestsPerSecond),
        unit: '×',
      },
      {
        name: `${kind}: GET /api/profile unanswered in time`,
        value: run.profile.unanswered,
        unit: '',
        ...(kind === 'pglite' ? { goal: { max: 0 } } : {}),
      },
      {
        name: `${kind}: GET /api/profile refused at once as busy (503)`,
        value: run.profile.refused,
        unit: '',
      },
      ...(run.capacity
        ? [
            {
              name: `${kind}: capacity, connections saving at once served with p99 under 1 s`,
              value: run.capacity.capacity,
              unit: 'connections',
            },
          ]
        : []),
    );
  } finally {
    postgres?.stop();
  }
}

const file = writeResult(
  describeRun(
    'api',
    figures,
    `${connections} connections for ${seconds} s per case, answer set ${Math.round(body.length / 1024)} KB, ${sessions} applicants signed up, confirmed and logged in through the real routes, each from its own client address so no per-address limit is met. Server built in this process (request logging off, PGlite in memory, PostgreSQL pool of ${poolSize ?? 'the server default, 20'}), autocannon in a worker thread of the same process: both share ${availableParallelism()} cores, so the figures are lower bounds. ${notes.map((note) => `${note} `).join('')}Load average ${loadavg()[0]!.toFixed(1)} at the end (the machine is shared).`,
  ),
);
console.log(`wrote ${file}`);
