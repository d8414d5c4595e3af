import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultTokens, themeProperties } from '@applykit/ui/theme-tokens';
import { launchBrowserIn } from './browser';
import { openStorybookPages, type StorybookPages } from './pages';
import { serveStatic, type StaticServer } from './staticServer';

const storybookDir = resolve(import.meta.dirname, '../storybook-static');

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  importPath: string;
  title: string;
  name: string;
  tags?: string[];
}

/** Storybook tags every story that has a play function so. */
const PLAY_TAG = 'play-fn';

/**
 * The widgets a person types into, chooses in or moves through with the keyboard: each has
 * stories whose play functions do so and check what follows.
 */
const interactiveWidgets = [
  'Widgets/AddAnother',
  'Widgets/AddressLookup',
  'Widgets/Checkbox',
  'Widgets/CheckboxGroup',
  'Widgets/Combobox',
  'Widgets/DateInput',
  'Widgets/ErrorSummary',
  'Widgets/FileUpload',
  'Widgets/Modal',
  'Widgets/PasswordChecklist',
  'Widgets/PasswordInput',
  'Widgets/PhoneInput',
  'Widgets/Popover',
  'Widgets/RadioGroup',
  'Widgets/SchoolSearch',
  'Widgets/Select',
  'Widgets/Tabs',
  'Widgets/TextArea',
  'Widgets/TextInput',
  'Widgets/Toast',
  'Widgets/TopNavigation',
  'Application/Form sections',
];

/** The preview's events that tell how a story ended. */
const outcomeEvents = [
  'storyFinished',
  'playFunctionThrewException',
  'storyThrewException',
  'storyErrored',
];

/** How a story ended, as the preview reports it on its channel. */
interface StoryOutcome {
  /** The play function's exception, when it threw. */
  playError?: string;
  /** The render's own exception (the story could not render). */
  renderError?: string;
  /** One line per node axe faults: rule, target, summary. */
  violations: string[];
  /** axe itself failed to run. */
  axeError?: string;
  /** The a11y addon reported on the story (so axe ran on it). */
  checkedByAxe: boolean;
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: {
      data: Record<string, unknown[] | undefined>;
      last(event: string): unknown[] | undefined;
      emit(event: string, ...args: unknown[]): void;
    };
  }
}

/** Every entry of the built Storybook (`pnpm build-storybook`, run before the tests). */
function entries(): IndexEntry[] {
  const index = join(storybookDir, 'index.json');
  if (!existsSync(index)) return [];
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(entries);
}

/**
 * Shows a story in the preview, which renders it, runs its play function and then the a11y
 * addon's axe run (an afterEach of the preview, in this real Chromium, so colour contrast is
 * checked), and reads how it ended from the preview channel's last `storyFinished`,
 * `playFunctionThrewException` and `storyThrewException` events. The first story loads the
 * iframe; the next ones are switched to on the channel, as Storybook's own UI does, which saves
 * loading the preview's code again for each. Each page of the pool keeps its own preview.
 */
async function runStory(page: Page, base: string, id: string): Promise<StoryOutcome> {
  if (page.url().startsWith(`${base}/iframe.html`))
    await page.evaluate(
      ({ storyId, events }) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__!;
        // The channel keeps each event's last arguments: forget the previous story's.
        for (const event of events) delete channel.data[event];
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      },
      { storyId: id, events: outcomeEvents },
    );
  else await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await page.waitForFunction(
    (storyId) => {
      const finished = window.__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished')?.[0] as
        { storyId?: string } | undefined;
      return finished?.storyId === storyId;
    },
    id,
    { timeout: 30_000 },
  );
  return page.evaluate((): StoryOutcome => {
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__!;
    const message = (event: string) => {
      const error = channel.last(event)?.[0] as { message?: string; stack?: string } | undefined;
      return error ? String(error.message ?? error) : undefined;
    };
    const finished = channel.last('storyFinished')?.[0] as {
      reporters: {
        type: string;
        result: {
          error?: unknown;
          violations?: {
            id: string;
            help: string;
            nodes: { target: unknown[] }[];
          }[];
        };
      }[];
    };
    const a11y = finished.reporters.find((report) => report.type === 'a11y');
    return {
      playError: message('playFunctionThrewException'),
      renderError: message('storyThrewException') ?? message('storyErrored'),
      violations: (a11y?.result.violations ?? []).flatMap((violation) =>
        violation.nodes.map(
          (node) => `${violation.id} at ${JSON.stringify(node.target)}: ${violation.help}`,
        ),
      ),
      axeError: a11y?.result.error ? String(a11y.result.error) : undefined,
      checkedByAxe: a11y !== undefined,
    };
  });
}

/** How many stories run at once, each on a page of the pool. */
const tabs = 3;

describe.concurrent(
  'every story in Chromium: its play function passes and axe finds nothing',
  () => {
    const all = entries().filter((entry) => entry.type === 'story');
    let storybook: StorybookPages | undefined;

    beforeAll(async () => {
      if (all.length === 0) return;
      storybook = await openStorybookPages(storybookDir, tabs, {
        viewport: { width: 1024, height: 768 },
        reducedMotion: 'reduce',
      });
    });

    afterAll(async () => {
      await storybook?.close();
    });

    it('has a built Storybook with stories', ({ expect }) => {
      expect(all.length, `no stories in ${storybookDir}: run pnpm build-storybook`).toBeGreaterThan(
        0,
      );
    });

    it.for(interactiveWidgets)('%s has stories with play functions', (title, { expect }) => {
      if (all.length === 0) return;
      expect(
        all.filter((story) => story.title === title && story.tags?.includes(PLAY_TAG)).length,
      ).toBeGreaterThan(0);
    });

    it.for(all.map((story) => [`${story.title} / ${story.name}`, story.id] as const))(
      '%s',
      async ([, id], { expect }) => {
        const outcome = await storybook!.withPage((page) => runStory(page, storybook!.url, id));
        expect(outcome.renderError, 'the story threw while rendering').toBeUndefined();
        expect(outcome.playError, 'the play function failed').toBeUndefined();
        expect(outcome.axeError, 'axe could not run').toBeUndefined();
        expect(outcome.checkedByAxe, 'axe did not run').toBe(true);
        expect(outcome.violations).toEqual([]);
      },
    );
  },
);

describe('the docs pages', () => {
  const pages = entries().filter((entry) => entry.importPath.endsWith('.mdx'));
  const profileDir = mkdtempSync(join(tmpdir(), 'applykit-docs-'));
  let server: StaticServer | undefined;
  let browser: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    if (pages.length === 0) return;
    server = await serveStatic(storybookDir);
    browser = await launchBrowserIn(profileDir, { width: 1024, height: 768 });
    browser.setDefaultTimeout(30_000);
    page = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(profileDir, { recursive: true, force: true });
  });

  /** The text of a docs page once rendered. */
  async function docsText(id: string): Promise<string> {
    await page.goto(`${server!.url}/iframe.html?id=${id}&viewMode=docs`);
    const docs = page.locator('#storybook-docs h1');
    await docs.first().waitFor();
    return page.locator('#storybook-docs').innerText();
  }

  it('are the introduction, the design tokens and theming for partners', () => {
    if (entries().length === 0) return;
    expect(pages.map((entry) => entry.title).sort()).toEqual([
      'Design tokens',
      'Introduction',
      'Theming for partners',
    ]);
  });

  it('the design tokens page lists every token of the theme with its default value', async () => {
    const tokens = pages.find((entry) => entry.title === 'Design tokens');
    if (!tokens) return;
    const text = await docsText(tokens.id);
    for (const [property, value] of Object.entries(themeProperties(defaultTokens))) {
      expect(text).toContain(property);
      expect(text).toContain(value);
    }
  });

  it.each(['Introduction', 'Theming for partners'])('%s renders', async (title) => {
    const entry = pages.find((candidate) => candidate.title === title);
    if (!entry) return;
    expect(await docsText(entry.id)).toContain(
      title === 'Introduction' ? 'How to review' : 'applykit',
    );
  });
});
