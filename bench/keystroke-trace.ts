// `pnpm --filter @applykit/bench keystroke-trace build <dir>` builds the keystroke benchmark's
// page from this tree into <dir>; `... keystroke-trace <page> <dir> [<dir> ...]` then traces
// typing on that page of each build in turn (old and new builds alternated, round after
// round) and prints the renderer main thread's CPU time per keystroke by phase, which is far
// steadier on a shared machine than the benchmark's wall clock. `... keystroke-trace first
// <page> <dir> [...]` traces the benchmark's other case, the first keystroke after the page
// loads with live validation on, over `BENCH_TRACE_LOADS` fresh loads a build each round.
import {
  aboutPage,
  allFields,
  educationPage,
  finalStepsPage,
  type PageDefinition,
} from '@applykit/admissions-form/validate';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { buildKeystrokePage, openEverything, serveKeystrokePage } from './lib/keystrokePage';
import { cpuUntilMeasured, MEASURED_TASK, rendererMainThread, type TraceEvent } from './lib/trace';

const rounds = Number(process.env.BENCH_TRACE_ROUNDS ?? 3);
const keystrokes = Number(process.env.BENCH_TRACE_KEYSTROKES ?? 60);
const throttling = Number(process.env.BENCH_TRACE_THROTTLING ?? 1);
const loads = Number(process.env.BENCH_TRACE_LOADS ?? 5);
const profiling = !!process.env.BENCH_TRACE_PROFILE;
const text = 'The quick brown fox jumps over the lazy dog while applicants type their answers ';

/** Phases by trace event name; each counted where it is outermost, so none counts twice. */
const phases: Record<string, string> = {
  RunTask: 'all tasks (the key, its frame, the waits between keys)',
  FunctionCall: 'scripts',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'pre-paint',
  Paint: 'paint',
  Layerize: 'layerize',
  'Document::UpdateStyleAndLayout': 'style and layout brought up to date',
  'V8.CompileCode': 'compiling functions on their first call',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  StyleRecalcInvalidationTracking: 'style invalidations (count)',
  StyleInvalidatorInvalidationTracking: 'style invalidations (count)',
  LayoutInvalidationTracking: 'layout invalidations (count)',
};

/** Milliseconds (or counts) per keystroke by phase, on the page's renderer main thread. */
function summarise(events: TraceEvent[], keys: number): Map<string, number> {
  const totals = new Map<string, number>();
  const open = new Map<string, number>();
  const own = rendererMainThread(events).sort((a, b) => a.ts - b.ts);
  for (const event of own) {
    // Each key press dispatches several events; `input` is where the form's change handlers run.
    const phase =
      event.name === 'EventDispatch'
        ? `'${event.args?.data?.type ?? '?'}' event dispatch`
        : phases[event.name];
    if (!phase) continue;
    // Lazy compilation is one event a function, nested ones included.
    if (event.name === 'V8.CompileCode') {
      const counted = 'functions compiled on their first call (count)';
      totals.set(counted, (totals.get(counted) ?? 0) + 1);
    }
    if (phase.endsWith('(count)')) {
      totals.set(phase, (totals.get(phase) ?? 0) + 1);
      continue;
    }
    if (event.ph !== 'X' || event.dur === undefined) continue;
    // Outermost only: an event inside another of the same phase is already counted.
    if ((open.get(phase) ?? 0) > event.ts) continue;
    open.set(phase, event.ts + event.dur);
    totals.set(phase, (totals.get(phase) ?? 0) + (event.tdur ?? event.dur) / 1000);
  }
  return new Map([...totals].map(([phase, total]) => [phase, total / keys]));
}

function printPhases(heading: string, perKeystroke: Map<string, number>) {
  console.log(heading);
  for (const [phase, value] of perKeystroke) {
    console.log(`  ${phase.padEnd(40)} ${value.toFixed(phase.endsWith('(count)') ? 1 : 3)}`);
  }
}

/**
 * Starts a trace; `invalidations` adds Chromium's invalidation tracking, which records a stack
 * with every DOM change and so makes a keystroke that changes the page's elements cost more.
 */
async function startTrace(
  cdp: CDPSession,
  invalidations: boolean,
): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) =>
    events.push(...(value as unknown as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  const complete = new Promise<void>((resolve) =>
    cdp.once('Tracing.tracingComplete', () => resolve()),
  );
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        ...(invalidations ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
        'disabled-by-default-v8.compile',
        'blink',
        'v8',
      ],
    },
  });
  return async () => {
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

/**
 * Marks in the trace, for each key press, the task the benchmark's figure ends with: one
 * queued from the next animation frame (`cpuUntilMeasured`).
 */
const markMeasuredTask = (page: Page) =>
  page.evaluate((label) => {
    document.addEventListener(
      'keydown',
      () => requestAnimationFrame(() => setTimeout(() => console.timeStamp(label))),
      { capture: true },
    );
  }, MEASURED_TASK);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? sorted[Math.floor(middle)]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The keystroke's frame, and a little after it. */
const afterFrame = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))),
  );

interface Profile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Adds a V8 CPU profile's self and inclusive time (ms) by function to `self` and `total`. */
function addProfile(profile: Profile, self: Map<string, number>, total: Map<string, number>) {
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const nameOf = new Map(
    profile.nodes.map(({ id, callFrame: { functionName, url, lineNumber } }) => [
      id,
      `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber}`,
    ]),
  );
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let index = 0; index < samples.length; index++) {
    const ms = (deltas[index + 1] ?? 0) / 1000;
    let id: number | undefined = samples[index]!;
    self.set(nameOf.get(id)!, (self.get(nameOf.get(id)!) ?? 0) + ms);
    // A recursive function's time counts once in its total.
    const seen = new Set<string>();
    for (; id !== undefined; id = parent.get(id)) {
      const name = nameOf.get(id)!;
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + ms);
    }
  }
}

/** The sampled functions of each build, self and inclusive, per keystroke. */
function printProfiles(
  dirs: string[],
  selfTime: Map<string, number>[],
  totalTime: Map<string, number>[],
  keys: number,
  what: string,
) {
  const top = (times: Map<string, number>) =>
    [...times]
      .sort(([, a], [, b]) => b - a)
      .slice(0, Number(process.env.BENCH_TRACE_TOP ?? 25))
      .map(([name, ms]) => `  ${(ms / keys).toFixed(3)} ${name}`)
      .join('\n');
  for (const [index, dir] of dirs.entries()) {
    console.log(`${dir}: sampled time ${what}, ms, the top functions by self time:`);
    console.log(top(selfTime[index]!));
    console.log('by inclusive time:');
    console.log(top(totalTime[index]!));
  }
}

function textFieldsOf(definition: PageDefinition): string[] {
  return allFields(definition.sections)
    .filter((field) => field.widget === 'text')
    .map((field) => field.key);
}

/**
 * The benchmark's first-keystroke case, traced: a fresh tab per load, the page opened with live
 * validation on, its first text field shown focused after the load event, one key typed.
 */
async function traceFirstKeystrokes(definition: PageDefinition, dirs: string[]) {
  const builds = await Promise.all(dirs.map((dir) => serveKeystrokePage(dir)));
  const selfTime = dirs.map(() => new Map<string, number>());
  const totalTime = dirs.map(() => new Map<string, number>());
  const fields = textFieldsOf(definition);
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [index, { base }] of builds.entries()) {
        const browser = await launchBrowser();
        const total = new Map<string, number>();
        const perLoad: number[] = [];
        const measured: number[] = [];
        try {
          for (let load = 0; load < loads; load++) {
            const page = await browser.newPage();
            page.setDefaultTimeout(60_000);
            const cdp = await browser.newCDPSession(page);
            await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
            await page.goto(`${base}/?form=applykit&page=${definition.id}&validating`);
            await page.locator('input').first().waitFor();
            const key = await page.evaluate(
              (keys) => keys.find((candidate) => document.getElementById(candidate)) ?? '',
              fields,
            );
            await page.locator(`#${key}`).focus();
            await markMeasuredTask(page);
            const stop = await startTrace(cdp, false);
            if (profiling) {
              await cdp.send('Profiler.enable');
              await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
              await cdp.send('Profiler.start');
            }
            await page.keyboard.type('M');
            await afterFrame(page);
            if (profiling) {
              const { profile } = await cdp.send('Profiler.stop');
              addProfile(profile as Profile, selfTime[index]!, totalTime[index]!);
            }
            // Each load's page may have a renderer of its own: summed load by load.
            const events = await stop();
            measured.push(...cpuUntilMeasured(events));
            const phases = summarise(events, loads);
            for (const [phase, value] of phases) total.set(phase, (total.get(phase) ?? 0) + value);
            perLoad.push((phases.get(`'input' event dispatch`) ?? 0) * loads);
            await page.close();
          }
        } finally {
          await browser.close();
        }
        printPhases(
          `round ${round + 1}, ${dirs[index]}: first keystroke after load, validating, mean of ${loads} loads (throttling ${throttling}×):`,
          total,
        );
        console.log(
          `  'input' event dispatch, each load: ${perLoad.map((ms) => ms.toFixed(2)).join(' ')}`,
        );
        console.log(
          `  until the benchmark's measured task, median ${median(measured).toFixed(2)}, each load: ${measured.map((ms) => ms.toFixed(2)).join(' ')}`,
        );
      }
    }
  } finally {
    for (const { close } of builds) close();
  }
  if (profiling) printProfiles(dirs, selfTime, totalTime, rounds * loads, 'a first keystroke');
}

const pageOf = (id: string | undefined) =>
  [aboutPage, educationPage, finalStepsPage].find((page) => page.id === id);
const [first, ...rest] = process.argv.slice(2);
if (first === 'build') {
  if (!rest[0]) throw new Error('keystroke-trace build <dir>');
  await buildKeystrokePage(rest[0]);
} else if (first === 'first') {
  const [id, ...dirs] = rest;
  const definition = pageOf(id);
  if (!definition || dirs.length === 0) {
    throw new Error('keystroke-trace first <about|education|final-steps> <built dir> [...]');
  }
  await traceFirstKeystrokes(definition, dirs);
} else {
  const definition = pageOf(first);
  if (!definition || rest.length === 0) {
    throw new Error('keystroke-trace <about|education|final-steps> <built dir> [...]');
  }
  const candidates = textFieldsOf(definition);
  const builds = await Promise.all(rest.map((dir) => serveKeystrokePage(dir)));
  const selfTime = rest.map(() => new Map<string, number>());
  const totalTime = rest.map(() => new Map<string, number>());
  try {
    for (let round = 0; round < rounds; round++) {
      for (const [index, { base }] of builds.entries()) {
        const browser = await launchBrowser();
        try {
          const page = await browser.newPage();
          page.setDefaultTimeout(60_000);
          const cdp = await browser.newCDPSession(page);
          await page.goto(`${base}/?form=applykit&page=${definition.id}`);
          await page.locator('input, textarea').first().waitFor();
          await openEverything(page, definition);
          // The field the benchmark types in: the last text field shown.
          const key = await page.evaluate(
            (keys) => keys.findLast((candidate) => document.getElementById(candidate)) ?? '',
            candidates,
          );
          await page.locator(`#${key}`).focus();
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
          await markMeasuredTask(page);
          for (const character of 'warm ') await page.keyboard.type(character);
          const stop = await startTrace(cdp, !process.env.BENCH_TRACE_NO_INVALIDATIONS);
          if (profiling) {
            await cdp.send('Profiler.enable');
            await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
            await cdp.send('Profiler.start');
          }
          for (let typed = 0; typed < keystrokes; typed++) {
            // Our text fields hold 45 characters, after which a key press changes nothing: the
            // field is emptied every 40 keys (one `input` event in the trace each time).
            if (typed % 40 === 0) await page.locator(`#${key}`).fill('');
            await page.keyboard.type(text[typed % text.length]!);
            await afterFrame(page);
          }
          if (profiling) {
            const { profile } = await cdp.send('Profiler.stop');
            addProfile(profile as Profile, selfTime[index]!, totalTime[index]!);
          }
          const events = await stop();
          const controls = await page.evaluate(
            () => document.querySelectorAll('input, select, textarea').length,
          );
          printPhases(
            `round ${round + 1}, ${rest[index]}: typed into ${key}, ${controls} controls, per keystroke (throttling ${throttling}×):`,
            summarise(events, keystrokes),
          );
          const measured = cpuUntilMeasured(events);
          console.log(
            `  until the benchmark's measured task       median ${median(measured).toFixed(3)}, mean ${(measured.reduce((sum, ms) => sum + ms, 0) / measured.length).toFixed(3)} (${measured.length} keys)`,
          );
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    for (const { close } of builds) close();
  }
  if (profiling) printProfiles(rest, selfTime, totalTime, rounds * keystrokes, 'a keystroke');
}
