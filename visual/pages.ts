import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser';
import { serveStatic } from './staticServer';

/** The built Storybook on 127.0.0.1, and a few pages of one Chromium, each lent to one test at a time. */
export interface StorybookPages {
  url: string;
  /** Runs `use` on a free page (waiting for one if all are lent), then takes the page back. */
  withPage<T>(use: (page: Page) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Serves `storybookDir` and opens `size` pages, each in a browser context of its own, so tests
 * that run at the same time share no cookies, storage, focus or emulated media: while one page
 * waits on its story, another renders.
 */
export async function openStorybookPages(
  storybookDir: string,
  size: number,
  options: BrowserContextOptions,
): Promise<StorybookPages> {
  const server = await serveStatic(storybookDir);
  let browser: Browser | undefined;
  const close = async () => {
    await browser?.close();
    await server.close();
  };
  const idle: Page[] = [];
  try {
    browser = await launchChromium();
    for (let opened = 0; opened < size; opened += 1) {
      const context = await browser.newContext(options);
      context.setDefaultTimeout(30_000);
      idle.push(await context.newPage());
    }
  } catch (notOpened) {
    await close();
    throw notOpened;
  }
  const waiting: ((page: Page) => void)[] = [];
  return {
    url: server.url,
    close,
    async withPage(use) {
      const page = idle.pop() ?? (await new Promise<Page>((lend) => waiting.push(lend)));
      try {
        return await use(page);
      } finally {
        const next = waiting.shift();
        if (next) next(page);
        else idle.push(page);
      }
    },
  };
}
