// `pnpm --filter @applykit/bench keystroke-trace build <dir>` builds the keystroke benchmark's
// page from this tree into <dir>; `... keystroke-trace <page> <dir> [<dir> ...]` then traces
// typing on that page of each build in turn (old and new builds alternated, round after
// round) and prints the renderer main thread's CPU time per keystroke by phase, which is far
// steadier on a shared machine than the benchmark's wall clock.
import {
  aboutPage,
  allFields,
  educationPage,
  finalStepsPage,
} from '@applykit/admissions-form/validate';
import { launchBrowser } from '../e2e/support/browser';
import { buildKeystrokePage, openEverything, serveKeystrokePage } from './lib/keystrokePage';
import { rendererMainThread, type TraceEvent } from './lib/trace';

const rounds = Number(process.env.BENCH_TRACE_ROUNDS ?? 3);
const keystrokes = Number(process.env.BENCH_TRACE_KEYSTROKES ?? 60);
const throttling = Number(process.env.BENCH_TRACE_THROTTLING ?? 1);
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
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  StyleRecalcInvalidationTracking: 'style invalidations (count)',
  StyleInvalidatorInvalidationTracking: 'style invalidations (count)',
  LayoutInvalidationTracking: 'layout invalidations (count)',
};

/** Milliseconds (or counts) per keystroke by phase, on the page's renderer main thread. */
function summarise(events: TraceEvent[]): Map<string, number> {
  const totals = new Map<string, number>();
  const open = new Map<string, number>();
  const own = rendererMainThread(events).sort((a, b) => a.ts - b.ts);
  for (const event of own) {
    const phase = phases[event.name];
    if (!phase) continue;
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
  return new Map([...totals].map(([phase, total]) => [phase, total / keystrokes]));
}

const [first, ...rest] = process.argv.slice(2);
if (first === 'build') {
  if (!rest[0]) throw new Error('keystroke-trace build <dir>');
  await buildKeystrokePage(rest[0]);
} else {
  const definition = [aboutPage, educationPage, finalStepsPage].find((page) => page.id === first);
  if (!definition || rest.length === 0) {
    throw new Error('keystroke-trace <about|education|final-steps> <built dir> [...]');
  }
  const candidates = allFields(definition.sections)
    .filter((field) => field.widget === 'text')
    .map((field) => field.key);
  const builds = await Promise.all(rest.map((dir) => serveKeystrokePage(dir)));
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
          for (const character of 'warm ') await page.keyboard.type(character);
          const events: TraceEvent[] = [];
          cdp.on('Tracing.dataCollected', ({ value }) =>
            events.push(...(value as unknown as TraceEvent[])),
          );
          const complete = new Promise<void>((resolve) =>
            cdp.once('Tracing.tracingComplete', () => resolve()),
          );
          await cdp.send('Tracing.start', {
            transferMode: 'ReportEvents',
            traceConfig: {
              includedCategories: [
                'devtools.timeline',
                'disabled-by-default-devtools.timeline',
                'disabled-by-default-devtools.timeline.invalidationTracking',
                'blink',
                'v8',
              ],
            },
          });
          for (let typed = 0; typed < keystrokes; typed++) {
            // Our text fields hold 45 characters, after which a key press changes nothing: the
            // field is emptied every 40 keys (one `input` event in the trace each time).
            if (typed % 40 === 0) await page.locator(`#${key}`).fill('');
            await page.keyboard.type(text[typed % text.length]!);
            // The keystroke's frame, and a little after it, before the next key.
            await page.evaluate(
              () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20))),
            );
          }
          await cdp.send('Tracing.end');
          await complete;
          const controls = await page.evaluate(
            () => document.querySelectorAll('input, select, textarea').length,
          );
          console.log(
            `round ${round + 1}, ${rest[index]}: typed into ${key}, ${controls} controls, per keystroke (throttling ${throttling}×):`,
          );
          for (const [phase, value] of summarise(events)) {
            console.log(
              `  ${phase.padEnd(40)} ${value.toFixed(phase.endsWith('(count)') ? 1 : 3)}`,
            );
          }
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    for (const { close } of builds) close();
  }
}
