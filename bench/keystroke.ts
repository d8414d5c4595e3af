// `pnpm --filter @applykit/bench keystroke`: input-to-next-frame latency while typing, in
// Chromium with 4× CPU throttling, our form against react-jsonschema-form rendering the same
// fields from a JSON Schema generated from our data model (lib/json-schema.ts). Loopback only.
import {
  aboutPage,
  allFields,
  educationPage,
  finalStepsPage,
  type PageDefinition,
} from '@applykit/admissions-form/validate';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { buildKeystrokePage, openEverything, serveKeystrokePage } from './lib/keystrokePage';
import { describeRun, percentile, writeResult, type Figure } from './lib/results';

const keystrokes = 100;
const warmupKeystrokes = 5;
const cpuThrottling = 4;
/** Characters typed into a field before it is emptied: fewer than our text fields hold. */
const fieldRoom = 40;
const text = 'The quick brown fox jumps over the lazy dog while applicants type their answers ';

// Built once per run from bench/keystroke/, production mode, as the portal ships it.
const outDir = mkdtempSync(join(tmpdir(), 'applykit-keystroke-'));
await buildKeystrokePage(outDir);
const { base, close } = await serveKeystrokePage(outDir);

interface Measured {
  samples: number[];
  commitsPerKeystroke: number;
  /** Keystrokes the Event Timing API reports at 16 ms or more (it reports nothing shorter). */
  slowByEventTiming: number;
  fields: number;
}

/**
 * `floor` is a page holding one plain input and no script: what this machine, browser and
 * method measure when the page does no work at all, so no form can measure less.
 */
async function measure(
  form: 'applykit' | 'rjsf' | 'floor',
  definition: PageDefinition,
  fieldKey: (page: Page) => Promise<string>,
): Promise<Measured & { key: string }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(60_000);
    const cdp = await browser.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.goto(
      form === 'floor' ? `${base}/floor.html` : `${base}/?form=${form}&page=${definition.id}`,
    );
    await page.locator('input, textarea').first().waitFor();
    if (form === 'applykit') await openEverything(page, definition);
    const key = await fieldKey(page);
    if (!key) {
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll('input, select, textarea')].map(
          (input) =>
            `${input.id || input.getAttribute('name')}=${(input as HTMLInputElement).value}${(input as HTMLInputElement).checked ? '*' : ''}`,
        ),
      );
      throw new Error(`No text field of ${definition.id} is shown; controls: ${shown.join(' ')}`);
    }
    const selector = `#${form === 'rjsf' ? 'root_' : ''}${key}`;
    await page.locator(selector).focus();
    // From the keystroke's event time to a task queued after the next frame's rendering: the
    // frame that shows the character. Event Timing alone cannot give the figure: it reports
    // only interactions of 16 ms or more, rounded to 8 ms.
    await page.evaluate(() => {
      const state = window as unknown as BenchWindow;
      state.benchSamples = [];
      state.benchFrames = 0;
      state.benchSlow = new Set();
      state.benchInserted = 0;
      // The characters the field took from the keyboard (an emptying is not one).
      document.addEventListener(
        'input',
        (event) => {
          if ((event as InputEvent).inputType === 'insertText') state.benchInserted++;
        },
        { capture: true },
      );
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() =>
            setTimeout(() => {
              state.benchSamples.push(performance.now() - start);
              state.benchFrames++;
              state.benchResolve?.();
            }),
          );
        },
        { capture: true },
      );
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId) state.benchSlow.add(entry.interactionId);
        }
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    });
    let typed = 0;
    // Every measured key must insert a character: our text fields stop at their maxlength (45),
    // after which a key press changes nothing. So the field is emptied after `fieldRoom`
    // characters (or its maxlength, if less), the same for the floor and the peer, outside
    // the measurement: no keydown, and a frame and a pause before the next key.
    const field = page.locator(selector);
    const room = Math.min(
      fieldRoom,
      await field.evaluate(
        (input: HTMLInputElement | HTMLTextAreaElement, fallback: number) =>
          input.maxLength < 0 ? fallback : input.maxLength,
        fieldRoom,
      ),
    );
    if (room <= 0) throw new Error(`${form}: ${selector} takes no characters.`);
    const type = async (character: string) => {
      if (typed > 0 && typed % room === 0) {
        await field.fill('');
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
        );
      }
      // Waits for this keystroke's frame by count: the key can reach the page before this
      // script does, and its frame must still count.
      const expected = ++typed;
      const frame = page.evaluate(
        (count) =>
          new Promise<void>((resolve) => {
            const state = window as unknown as BenchWindow;
            state.benchResolve = () => {
              if (state.benchFrames >= count) resolve();
            };
            state.benchResolve();
          }),
        expected,
      );
      await page.keyboard.type(character);
      // A keystroke that never reaches the page (focus lost, the page gone) would wait forever.
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${form}: a keystroke did not reach a frame within 10 s.`)),
          10_000,
        );
      });
      try {
        await Promise.race([frame, stalled]);
      } finally {
        clearTimeout(timer);
      }
    };
    for (const character of text.slice(0, warmupKeystrokes)) await type(character);
    await page.evaluate(() => {
      const state = window as unknown as BenchWindow;
      state.benchSamples = [];
      state.benchSlow.clear();
      state.benchInserted = 0;
      state.__benchCommits = 0;
    });
    for (let index = 0; index < keystrokes; index++) await type(text[index % text.length]!);
    // Lets deferred work (effects, observers) land before the commits are counted.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const result = await page.evaluate(() => {
      const state = window as unknown as BenchWindow;
      return {
        samples: state.benchSamples,
        commits: state.__benchCommits,
        slow: state.benchSlow.size,
        inserted: state.benchInserted,
        fields: document.querySelectorAll('input, select, textarea').length,
      };
    });
    if (result.inserted !== keystrokes) {
      throw new Error(`${form}: ${result.inserted} of ${keystrokes} keys inserted a character.`);
    }
    return {
      key,
      samples: result.samples,
      commitsPerKeystroke: (result.commits ?? 0) / keystrokes,
      slowByEventTiming: result.slow,
      fields: result.fields,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The first keystroke after a page has loaded, `loads` times, each in a fresh tab: from the
 * load event, the first text field is focused and one key typed. Our pages run with live
 * validation on, so the error summary and every field's error are shown on arrival.
 */
async function firstKeystrokes(url: string, fields: string[], loads: number): Promise<number[]> {
  const browser = await launchBrowser();
  const samples: number[] = [];
  try {
    for (let load = 0; load < loads; load++) {
      const page = await browser.newPage();
      page.setDefaultTimeout(60_000);
      const cdp = await browser.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
      await page.addInitScript(() => {
        const state = window as unknown as BenchWindow;
        state.benchSamples = [];
        document.addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            requestAnimationFrame(() =>
              setTimeout(() => state.benchSamples.push(performance.now() - start)),
            );
          },
          { capture: true },
        );
      });
      await page.goto(url);
      // The first of the text fields that the page shows on arrival.
      await page.locator('input').first().waitFor();
      const field = await page.evaluate(
        (keys) => keys.find((key) => document.getElementById(key)) ?? '',
        fields,
      );
      // A page whose model's text fields are all hidden on arrival: its first text box, if any.
      const target = field
        ? page.locator(`#${field}`)
        : page.locator('input[type=text], textarea').first();
      if ((await target.count()) === 0) {
        await page.close();
        return [];
      }
      await target.focus();
      await page.keyboard.type('M');
      await page.waitForFunction(() => (window as unknown as BenchWindow).benchSamples.length > 0);
      samples.push(await page.evaluate(() => (window as unknown as BenchWindow).benchSamples[0]!));
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return samples;
}

interface BenchWindow {
  benchSamples: number[];
  benchSlow: Set<number>;
  benchFrames: number;
  benchInserted: number;
  benchResolve?: () => void;
  __benchCommits: number;
}

const round = (value: number) => Math.round(value * 100) / 100;
const figures: Figure[] = [];
const notes: string[] = [];
try {
  // `keystroke.ts final-steps` measures one page.
  const only = process.argv.slice(2);
  const floor = await measure('floor', aboutPage, async () => 'floor');
  const floorP95 = percentile(floor.samples, 95);
  figures.push(
    {
      name: 'one plain input, no script (floor): input to next frame p50',
      value: round(percentile(floor.samples, 50)),
      unit: 'ms',
    },
    {
      name: 'one plain input, no script (floor): input to next frame p95',
      value: round(percentile(floor.samples, 95)),
      unit: 'ms',
    },
  );
  console.log(
    `floor: p50 ${round(percentile(floor.samples, 50))} ms, p95 ${round(percentile(floor.samples, 95))} ms`,
  );
  for (const definition of [aboutPage, educationPage, finalStepsPage].filter(
    (page) => only.length === 0 || only.includes(page.id),
  )) {
    const candidates = allFields(definition.sections)
      .filter((field) => field.widget === 'text')
      .map((field) => field.key);
    // The last plain text field of the page that our form shows with everything open: the
    // deepest in the conditional content.
    const ours = await measure('applykit', definition, (page) =>
      page.evaluate(
        (keys) => keys.findLast((key) => document.getElementById(key)) ?? '',
        candidates,
      ),
    );
    const peer = await measure('rjsf', definition, async () => ours.key);
    const name = definition.title;
    const p95 = percentile(ours.samples, 95);
    const peerP95 = percentile(peer.samples, 95);
    figures.push(
      {
        name: `${name}: input to next frame p50`,
        value: round(percentile(ours.samples, 50)),
        unit: 'ms',
      },
      { name: `${name}: input to next frame p95`, value: round(p95), unit: 'ms' },
      {
        name: `${name}: p95 against the floor's`,
        value: round(p95 / floorP95),
        unit: '×',
        goal: { max: 1.3 },
      },
      { name: `${name}: peer (rjsf) p50`, value: round(percentile(peer.samples, 50)), unit: 'ms' },
      { name: `${name}: peer (rjsf) p95`, value: round(peerP95), unit: 'ms' },
      {
        name: `${name}: p95 against the peer's`,
        value: round(p95 / peerP95),
        unit: '×',
        goal: { max: 0.2 },
      },
      {
        name: `${name}: React commits per keystroke`,
        value: round(ours.commitsPerKeystroke),
        unit: '',
      },
      {
        name: `${name}: peer React commits per keystroke`,
        value: round(peer.commitsPerKeystroke),
        unit: '',
      },
    );
    notes.push(
      `${name}: typed into "${ours.key}" with ${ours.fields} form controls shown (rjsf: ${peer.fields}); Event Timing saw ${ours.slowByEventTiming} keystrokes of 16 ms or more (rjsf: ${peer.slowByEventTiming}).`,
    );
    console.log(
      `${name}: p50 ${round(percentile(ours.samples, 50))} ms, p95 ${round(p95)} ms; rjsf p95 ${round(peerP95)} ms; commits ${ours.commitsPerKeystroke} vs ${peer.commitsPerKeystroke}`,
    );
  }
  // The first keystroke after load, with live validation on, against the floor page's.
  const firstLoads = Number(process.env.BENCH_FIRST_KEYSTROKE_LOADS ?? 20);
  const floorFirst = percentile(
    await firstKeystrokes(`${base}/floor.html`, ['floor'], firstLoads),
    95,
  );
  figures.push({
    name: 'one plain input, no script (floor): first keystroke after load p95',
    value: round(floorFirst),
    unit: 'ms',
  });
  for (const definition of [aboutPage, educationPage, finalStepsPage].filter(
    (page) => only.length === 0 || only.includes(page.id),
  )) {
    const samples = await firstKeystrokes(
      `${base}/?form=applykit&page=${definition.id}&validating`,
      allFields(definition.sections)
        .filter((field) => field.widget === 'text')
        .map((field) => field.key),
      firstLoads,
    );
    if (samples.length === 0) {
      notes.push(`${definition.title} shows no text box on arrival: no first keystroke.`);
      continue;
    }
    const p95 = percentile(samples, 95);
    figures.push(
      {
        name: `${definition.title}: first keystroke after load, validating, p95`,
        value: round(p95),
        unit: 'ms',
      },
      {
        name: `${definition.title}: first keystroke p95 against the floor's`,
        value: round(p95 / floorFirst),
        unit: '×',
        goal: { max: 3 },
      },
    );
    console.log(
      `${definition.title}: first keystroke p95 ${round(p95)} ms against ${round(floorFirst)} ms`,
    );
  }
} finally {
  close();
  rmSync(outDir, { recursive: true, force: true });
}

const file = writeResult(
  describeRun(
    'keystroke',
    figures,
    `Chromium (playwright-core, headless) at ${cpuThrottling}× CPU throttling, production builds of both forms, ${keystrokes} keystrokes after ${warmupKeystrokes} warm-up ones, each waited for before the next and each inserting a character (the field is emptied every ${fieldRoom} characters, outside the measurement). Time from the keydown event to a task queued after the next animation frame. ${notes.join(' ')} Load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end (the machine is shared).`,
  ),
);
console.log(`wrote ${file}`);
