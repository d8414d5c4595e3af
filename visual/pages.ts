import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

/** A few pages of one browser, each lent to one test at a time. */
export interface PagePool {
  /** Runs `use` on a free page (waiting for one if all are lent), then takes the page back. */
  withPage<T>(use: (page: Page) => Promise<T>): Promise<T>;
}

/**
 * `size` pages, each in a browser context of its own, so tests that run at the same time share
 * no cookies, storage, focus or emulated media: while one page waits on its story, another
 * renders.
 */
export async function openPagePool(
  browser: Browser,
  size: number,
  options: BrowserContextOptions,
): Promise<PagePool> {
  const idle: Page[] = [];
  const waiting: ((page: Page) => void)[] = [];
  for (let opened = 0; opened < size; opened += 1) {
    const context = await browser.newContext(options);
    context.setDefaultTimeout(30_000);
    idle.push(await context.newPage());
  }
  return {
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
