// `pnpm --filter @applykit/bench slow-phone-trace [visitor|returning] [portal dir ...]` (after
// `pnpm build`): one cold visit of /about under the slow-phone benchmark's throttles, per portal
// build given (the built portal if none), traced through the DevTools protocol, and printed as
// a timeline: every request (when it was sent, what sent it, when its last byte came), the
// renderer main thread's busy time between them, and when First Name took a key. `returning`
// visits as an applicant with saved answers, signed in; `visitor` without a session.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { CDPSession } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { startServer, type RunningServer } from '../e2e/support/server';
import { rendererMainThread, type TraceEvent } from './lib/trace';
import { cpuThrottling, network, returningApplicant, type Cookies } from './lib/slowPhone';

interface Request {
  url: string;
  sent: number;
  initiator: string;
  finished?: number;
  bytes?: number;
}

const [mode = 'returning', ...dirs] = process.argv.slice(2);
if (mode !== 'returning' && mode !== 'visitor') throw new Error('visitor or returning');

/** The renderer main thread's top-level tasks, in ms after `start` (a monotonic timestamp, s). */
function mainThreadTasks(events: TraceEvent[], start: number) {
  return rendererMainThread(events)
    .filter((event) => event.name === 'RunTask' && event.ph === 'X')
    .map((event) => ({
      at: event.ts / 1000 - start * 1000,
      ms: (event.dur ?? 0) / 1000,
    }));
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Self time (sampled, ms at the throttled rate) by file and by function: the top ones. */
function printProfile(
  profile: {
    nodes: ProfileNode[];
    startTime: number;
    endTime: number;
    samples?: number[];
    timeDeltas?: number[];
  },
  base: string,
) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const next = deltas[index + 1] ?? 0;
    selfMs.set(samples[index]!, (selfMs.get(samples[index]!) ?? 0) + next / 1000);
  }
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.replace(base, '') || `(${functionName || 'anonymous'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const name = `${functionName || '(anonymous)'} ${url.replace(base, '')}:${lineNumber}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([name, ms]) => `  ${Math.round(ms)} ms ${name}`)
      .join('\n');
  console.log(
    `self time by file:\n${top(byFile, 15)}\nself time by function:\n${top(byFunction, 25)}`,
  );
}

async function traceVisit(server: RunningServer, cookies: Cookies | undefined) {
  const browser = await launchBrowser({ width: 412, height: 915 });
  try {
    if (cookies) await browser.addCookies(cookies);
    const page = await browser.newPage();
    const cdp: CDPSession = await browser.newCDPSession(page);
    const requests = new Map<string, Request>();
    let start = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!start && event.type === 'Document') start = event.timestamp;
      const initiator = event.initiator;
      requests.set(event.requestId, {
        url: event.request.url.replace(server.url, ''),
        sent: event.timestamp,
        initiator:
          initiator.type === 'parser'
            ? 'HTML'
            : initiator.type === 'script'
              ? `script ${(initiator.stack?.callFrames[0]?.url ?? initiator.stack?.parent?.callFrames[0]?.url ?? '').replace(server.url, '')}`
              : initiator.type,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) {
        request.finished = event.timestamp;
        request.bytes = event.encodedDataLength;
      }
    });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.addInitScript(() => {
      const state = window as unknown as { keyTaken?: number; fieldShown?: number };
      document.addEventListener(
        'input',
        (event) => {
          if ((event.target as HTMLInputElement).value?.includes('M'))
            state.keyTaken ??= event.timeStamp;
        },
        { capture: true },
      );
    });
    const profiling = !!process.env.BENCH_TRACE_PROFILE;
    if (profiling) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      },
    });
    await page.goto(`${server.url}/about`, { waitUntil: 'commit', timeout: 60_000 });
    const field = page.locator('#first_name');
    await field.waitFor({ state: 'visible', timeout: 60_000 });
    let taken: number | undefined;
    while (taken === undefined) {
      await field.focus().catch(() => undefined);
      await page.keyboard.press('M');
      taken = await page.evaluate(() => (window as unknown as { keyTaken?: number }).keyTaken);
    }
    const shown = await field.inputValue();
    if (profiling) printProfile((await cdp.send('Profiler.stop')).profile, server.url);
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    if (process.env.BENCH_TRACE_FILE)
      writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify({ start, events }));
    const ms = (timestamp: number) => Math.round((timestamp - start) * 1000);
    console.log(
      `\n${server.url} ${mode}: First Name took a key at ${Math.round(taken)} ms (field held "${shown}")`,
    );
    for (const request of [...requests.values()].sort((a, b) => a.sent - b.sent)) {
      console.log(
        `${String(ms(request.sent)).padStart(6)} → ${String(request.finished ? ms(request.finished) : '…').padStart(6)} ms  ${String(Math.round(((request.bytes ?? 0) / 1024) * 10) / 10).padStart(6)} KB  ${request.url}  (${request.initiator})`,
      );
    }
    // Main-thread busy time in 250 ms windows, where it is over 20 ms.
    const tasks = mainThreadTasks(events, start);
    const windows = new Map<number, number>();
    for (const task of tasks) {
      const window = Math.floor(task.at / 250) * 250;
      windows.set(window, (windows.get(window) ?? 0) + task.ms);
    }
    const busy = [...windows].filter(([, total]) => total > 20).sort(([a], [b]) => a - b);
    console.log(
      'main thread busy (ms per 250 ms window):',
      busy.map(([at, total]) => `${at}:${Math.round(total)}`).join(' '),
    );
    const long = tasks.filter((task) => task.ms > 50);
    console.log(
      'tasks over 50 ms:',
      long.map((task) => `${Math.round(task.at)}+${Math.round(task.ms)}`).join(' '),
    );
    console.log(
      'main thread total until the key:',
      Math.round(tasks.filter((task) => task.at < taken!).reduce((sum, task) => sum + task.ms, 0)),
      'ms',
    );
  } finally {
    await browser.close();
  }
}

const servers: RunningServer[] = [];
try {
  // One after the other: on a busy machine a start can time out, and those started are stopped.
  for (const dir of dirs.length ? dirs : [undefined])
    servers.push(await startServer(dir ? { PORTAL_DIR: dir } : {}));
  for (const server of servers) {
    const cookies = mode === 'returning' ? await returningApplicant(server) : undefined;
    await traceVisit(server, cookies);
  }
} finally {
  for (const server of servers) await server.stop();
}
console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
