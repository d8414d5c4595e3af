// The keystroke benchmark's page (bench/keystroke/), built and served as the benchmark and its
// trace script (keystroke-trace.ts) use it, and the steps that open a page of our form fully.
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { Condition, ModelNode, PageDefinition } from '@applykit/admissions-form/validate';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import type { Page } from 'playwright-core';
import { build, type Plugin, type Rolldown } from 'vite';
import { compileFirstLoadEagerly } from '../../apps/portal/shippedFiles';

/** The page's first load marked to be compiled eagerly, as the portal marks a form page's. */
const compiledAsThePortalShipsIt: Plugin = {
  name: 'bench-compile-first-load-eagerly',
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      const entries = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry,
      );
      compileFirstLoadEagerly(bundle, entries);
    },
  },
};

/**
 * Builds the page in production mode, as the portal ships, into `outDir`; with
 * `BENCH_TRACE_UNMINIFIED=1` unminified, so a CPU profile names functions.
 */
export async function buildKeystrokePage(outDir: string): Promise<void> {
  await build({
    root: join(import.meta.dirname, '..', 'keystroke'),
    logLevel: 'error',
    plugins: [react(), vanillaExtractPlugin(), compiledAsThePortalShipsIt],
    build: { outDir, emptyOutDir: true, minify: !process.env.BENCH_TRACE_UNMINIFIED },
  });
}

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Serves a built page on 127.0.0.1. */
export async function serveKeystrokePage(
  outDir: string,
): Promise<{ base: string; close: () => void }> {
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    try {
      const body = await readFile(join(outDir, path || 'index.html'));
      response.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => server.close(),
  };
}

/** The labels of the reveal buttons, and the answers that open conditional content. */
function openers(nodes: readonly ModelNode[]): { buttons: string[]; answers: [string, string][] } {
  const buttons: string[] = [];
  const answers: [string, string][] = [];
  const condition = (when: Condition | undefined) => {
    if (!when) return;
    if ('all' in when) when.all.forEach(condition);
    else if ('any' in when) condition(when.any[0]);
    else if (typeof when.target === 'string') answers.push([when.valueKey, when.target]);
  };
  const visit = (node: ModelNode) => {
    if ('showWhen' in node) condition(node.showWhen);
    switch (node.kind) {
      case 'section':
        return node.children.forEach(visit);
      case 'groups':
        node.groups.forEach((group) => condition(group.showWhen));
        return node.groups.flatMap((group) => group.children).forEach(visit);
      case 'trigger':
        if (node.trigger.widget === 'button') buttons.push(node.trigger.label);
        return [...node.before, ...node.after].forEach(visit);
      case 'radioSections': {
        // The case with the most content: 'Y' for yes/no questions.
        const [richest] = Object.entries(node.cases).sort((a, b) => b[1].length - a[1].length);
        if (richest) answers.push([node.field.key, richest[0]]);
        return Object.values(node.cases).flat().forEach(visit);
      }
      case 'repeat':
        buttons.push(node.addLabel);
        return node.instances.flatMap((instance) => instance.children).forEach(visit);
      case 'tabs':
        return node.tabs.flatMap((tab) => tab.children).forEach(visit);
    }
  };
  nodes.forEach(visit);
  return { buttons, answers };
}

/**
 * Opens every conditional part of our form it can: gives each unanswered question the answer a
 * condition of the model waits for, ticks every box and presses every add-another and reveal
 * button, until nothing more changes. Mutually exclusive groups keep the first one found.
 */
export async function openEverything(page: Page, definition: PageDefinition): Promise<void> {
  const open = openers(definition.sections);
  let quiet = 0;
  for (let round = 0; round < 60 && quiet < 2; round++) {
    // Radio groups and checkboxes are Radix controls (role=radio / role=checkbox buttons, the
    // native inputs only mirror them): they are pressed in the page; selects through Playwright.
    const actions = await page.evaluate(({ buttons, answers }) => {
      const selects: { key: string; value: string }[] = [];
      const press: HTMLElement[] = [];
      for (const [key, value] of answers) {
        const group = document
          .querySelector(`input[type=radio][name="${key}"]`)
          ?.closest<HTMLElement>('[role=radiogroup]');
        const radio = group?.querySelector<HTMLElement>(`[role=radio][value="${value}"]`);
        if (radio && !group?.querySelector('[role=radio][aria-checked=true]')) press.push(radio);
        const select = document.getElementById(key);
        if (
          select instanceof HTMLSelectElement &&
          select.value === '' &&
          [...select.options].some((option) => option.value === value)
        )
          selects.push({ key, value });
      }
      press.push(...document.querySelectorAll<HTMLElement>('[role=checkbox][aria-checked=false]'));
      for (const button of document.querySelectorAll('button')) {
        if (buttons.includes(button.textContent?.trim() ?? '')) press.push(button);
      }
      for (const element of press) element.click();
      return { pressed: press.length, selects };
    }, open);
    for (const { key, value } of actions.selects) await page.locator(`#${key}`).selectOption(value);
    quiet = actions.pressed + actions.selects.length === 0 ? quiet + 1 : 0;
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  }
}
