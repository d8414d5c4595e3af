import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MODES_TAG, reviewModes } from '../.storybook/modes';
import { openStorybookPages, type StorybookPages } from './pages';

const storybookDir = resolve(import.meta.dirname, '../storybook-static');
const baselinesDir = resolve(import.meta.dirname, 'baselines');
const artifactsDir = resolve(import.meta.dirname, 'artifacts');
/** `pnpm test:visual:update` writes the screenshots as the new baselines instead of comparing. */
const updating = process.env.UPDATE_VISUAL_BASELINES === '1';
const viewport = { width: 1024, height: 768 };
/** pixelmatch's per-pixel colour distance (0–1): absorbs anti-aliasing noise. */
const colourThreshold = 0.1;
/** At most this share of pixels may differ: a moved word or a changed colour is far above it. */
const maxDiffRatio = 0.001;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** Stories tagged so are also taken under emulated forced colours (Windows High Contrast). */
const FORCED_COLORS_TAG = 'forced-colors';
/** The baseline of a story's forced-colours picture: `<id>--forced-colors.png`. */
const forcedColorsId = (id: string) => `${id}--forced-colors`;

/** Every story of the built Storybook (`pnpm build-storybook`, run before the tests). */
function stories(): IndexEntry[] {
  const index = join(storybookDir, 'index.json');
  if (!existsSync(index)) return [];
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(entries).filter((entry) => entry.type === 'story');
}

/** No motion, no caret, no scrollbars: the same pixels on every run. */
const stillStyle = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
} html { scrollbar-width: none; }`;

/**
 * Stories tagged `MODES_TAG` (a representative set: every widget's states side by side, the
 * overlays, and a form page) are also taken on a 390 px phone and in the partner theme, the
 * modes Chromatic takes every story in; all of them in CI would triple the run's time.
 */
const phoneViewport = { width: reviewModes.mobile.viewport, height: 844 };
const mobileId = (id: string) => `${id}--mobile`;
const partnerId = (id: string) => `${id}--partner`;
/** The preview's globals for the partner mode, as a story URL gives them. */
const partnerGlobals = `partnerTheme:${reviewModes.partner.partnerTheme}`;

/** Storybook's preview state, read in the page to know when a story (and its play) is done. */
declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
  }
}

async function screenshot(
  page: Page,
  base: string,
  id: string,
  { settled, globals }: { settled: boolean; globals?: string },
): Promise<Buffer> {
  const query = globals ? `&globals=${encodeURIComponent(globals)}` : '';
  await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story${query}`);
  // `finished` comes after rendering, the play function and afterEach hooks.
  await page.waitForFunction(
    () =>
      ['finished', 'errored', 'aborted'].includes(
        window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? '',
      ) || document.body.classList.contains('sb-show-errordisplay'),
  );
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay')))
    throw new Error(`story ${id} failed: ${await page.locator('#error-message').innerText()}`);
  await page.addStyleTag({ content: stillStyle });
  // Lazily loaded parts and fonts arrive over the network after the first render. Waiting for
  // the network to be quiet costs half a second a story, so a comparison waits only on retry.
  if (settled) await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  // Take screenshots until two in a row agree: a late re-render cannot slip into a baseline.
  let previous = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    const current = await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
    });
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error(`story ${id} never stopped changing`);
}

function compare(id: string, actual: Buffer): string | undefined {
  const baselinePath = join(baselinesDir, `${id}.png`);
  if (!existsSync(baselinePath))
    return `no baseline ${baselinePath}: run pnpm test:visual:update and commit it`;
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const current = PNG.sync.read(actual);
  mkdirSync(artifactsDir, { recursive: true });
  if (expected.width !== current.width || expected.height !== current.height) {
    writeFileSync(join(artifactsDir, `${id}.actual.png`), actual);
    return `size ${current.width}×${current.height}, baseline ${expected.width}×${expected.height}`;
  }
  const diff = new PNG({ width: current.width, height: current.height });
  const differing = pixelmatch(
    expected.data,
    current.data,
    diff.data,
    current.width,
    current.height,
    { threshold: colourThreshold },
  );
  if (differing / (current.width * current.height) <= maxDiffRatio) return undefined;
  writeFileSync(join(artifactsDir, `${id}.actual.png`), actual);
  writeFileSync(join(artifactsDir, `${id}.diff.png`), PNG.sync.write(diff));
  return `${differing} pixels differ (diff in ${join(artifactsDir, `${id}.diff.png`)})`;
}

/** How many stories are taken at once, each on a page of the pool. */
const tabs = 3;

/** The page settings a picture is taken under; each test sets them on the page it is lent. */
interface Mode {
  viewport: { width: number; height: number };
  forcedColors: 'active' | 'none';
  globals?: string;
}
const desktop: Mode = { viewport, forcedColors: 'none' };

describe.concurrent('Storybook visual baselines', () => {
  const all = stories();
  const forced = all.filter((story) => story.tags?.includes(FORCED_COLORS_TAG));
  const inModes = all.filter((story) => story.tags?.includes(MODES_TAG));
  let storybook: StorybookPages | undefined;

  beforeAll(async () => {
    if (all.length === 0) return;
    storybook = await openStorybookPages(storybookDir, tabs, {
      viewport,
      reducedMotion: 'reduce',
      colorScheme: 'light',
    });
    if (updating) mkdirSync(baselinesDir, { recursive: true });
  });

  afterAll(async () => {
    // An update also drops the baselines of stories that no longer exist.
    if (updating && all.length > 0) {
      const ids = new Set([
        ...all.map((story) => `${story.id}.png`),
        ...forced.map((story) => `${forcedColorsId(story.id)}.png`),
        ...inModes.flatMap((story) => [`${mobileId(story.id)}.png`, `${partnerId(story.id)}.png`]),
      ]);
      for (const file of readdirSync(baselinesDir))
        if (!ids.has(file)) rmSync(join(baselinesDir, file));
    }
    await storybook?.close();
  });

  it('has a built Storybook with stories', ({ expect }) => {
    expect(all.length, `no stories in ${storybookDir}: run pnpm build-storybook`).toBeGreaterThan(
      0,
    );
  });

  /** Compares a story's picture with its baseline, or with `update` rewrites a changed one. */
  function matchBaseline(id: string, baseline: string, mode: Mode) {
    return storybook!.withPage(async (page) => {
      await page.setViewportSize(mode.viewport);
      await page.emulateMedia({ forcedColors: mode.forcedColors });
      const take = (settled: boolean) =>
        screenshot(page, storybook!.url, id, { settled, globals: mode.globals });
      if (updating) {
        const settled = await take(true);
        // Only a picture that no longer matches is rewritten, so the update's diff names the
        // stories that changed.
        if (compare(baseline, settled) !== undefined)
          writeFileSync(join(baselinesDir, `${baseline}.png`), settled);
        return undefined;
      }
      const quick = await take(false);
      if (compare(baseline, quick) === undefined) return undefined;
      return compare(baseline, await take(true));
    });
  }

  it.for(all.map((story) => [`${story.title} / ${story.name}`, story.id] as const))(
    '%s matches its baseline',
    async ([, id], { expect }) => {
      expect(await matchBaseline(id, id, desktop)).toBeUndefined();
    },
  );

  describe('under forced colours', () => {
    it('has stories to take under forced colours', ({ expect }) => {
      if (all.length > 0) expect(forced.length).toBeGreaterThan(0);
    });

    it.for(forced.map((story) => [`${story.title} / ${story.name}`, story.id] as const))(
      '%s matches its forced-colours baseline',
      async ([, id], { expect }) => {
        expect(
          await matchBaseline(id, forcedColorsId(id), { ...desktop, forcedColors: 'active' }),
        ).toBeUndefined();
      },
    );
  });

  describe(`at ${phoneViewport.width} px`, () => {
    it('has stories to take at this width', ({ expect }) => {
      if (all.length > 0) expect(inModes.length).toBeGreaterThan(0);
    });

    it.for(inModes.map((story) => [`${story.title} / ${story.name}`, story.id] as const))(
      '%s matches its phone baseline',
      async ([, id], { expect }) => {
        expect(
          await matchBaseline(id, mobileId(id), { ...desktop, viewport: phoneViewport }),
        ).toBeUndefined();
      },
    );
  });

  describe('in the partner theme', () => {
    it.for(inModes.map((story) => [`${story.title} / ${story.name}`, story.id] as const))(
      '%s matches its partner baseline',
      async ([, id], { expect }) => {
        expect(
          await matchBaseline(id, partnerId(id), { ...desktop, globals: partnerGlobals }),
        ).toBeUndefined();
      },
    );
  });
});
