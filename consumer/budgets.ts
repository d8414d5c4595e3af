// Size budgets of the public entries as a partner's bundler sees them: each entry bundled
// from the installed tarballs with esbuild (minified, production, React left to the app as
// a peer), the JavaScript it loads at once and the stylesheets the README has it import,
// gzipped at level 9. `budgets.json` holds the figures each budget was set from.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './packages.mjs';

interface Budget {
  /** What the partner's module imports. */
  code: string;
  /** The stylesheets the README has an app import for it, as package exports. */
  stylesheets: string[];
  /** The figures the budget was set from, and when. */
  setFrom: Weight & { date: string };
}

const budgets = JSON.parse(readFileSync(join(root, 'consumer/budgets.json'), 'utf8')) as {
  tolerance: number;
  entries: Record<string, Budget>;
};

export type BudgetName = string;
export const budgetNames = Object.keys(budgets.entries);

/** A budget may grow this much over the figure it was set from before the test fails. */
export const tolerance = budgets.tolerance;

export interface Weight {
  /** Gzipped bytes of the JavaScript loaded at once (lazy chunks left out). */
  js: number;
  /** Gzipped bytes of the stylesheets the entry needs. */
  css: number;
}

export const budgetOf = (name: BudgetName): Weight => budgets.entries[name]!.setFrom;

/** The little of esbuild's API used here, loaded from the partner's project. */
interface Bundler {
  build(options: object): Promise<{
    outputFiles: { path: string; contents: Uint8Array }[];
    metafile: {
      outputs: Record<
        string,
        { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[] }
      >;
    };
  }>;
}

const gzipped = (content: Uint8Array) => gzipSync(content, { level: 9 }).length;

/** The file a package export (`@applykit/ui/styles/Button.css`) names in the installed package. */
export function exportedFile(app: string, specifier: string): string {
  const [, name, entry] = /^(@[^/]+\/[^/]+)\/(.+)$/.exec(specifier)!;
  const folder = join(app, 'node_modules', name!);
  const { exports } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  for (const [key, target] of Object.entries(exports)) {
    if (typeof target !== 'string') continue;
    const [before, after = ''] = key.split('*');
    const subpath = `./${entry}`;
    if (key === subpath) return join(folder, target);
    if (key.includes('*') && subpath.startsWith(before!) && subpath.endsWith(after)) {
      const matched = subpath.slice(before!.length, subpath.length - after.length);
      return join(folder, target.replace('*', matched));
    }
  }
  throw new Error(`${specifier} is not exported`);
}

/** Weighs every budgeted entry inside `app`, a project with the tarballs and esbuild installed. */
export async function weighEntries(app: string): Promise<Record<BudgetName, Weight>> {
  const { build } = createRequire(join(app, 'package.json'))('esbuild') as Bundler;
  const weights: Record<BudgetName, Weight> = {};
  for (const [name, entry] of Object.entries(budgets.entries)) {
    const result = await build({
      stdin: { contents: entry.code, resolveDir: app, loader: 'tsx' },
      absWorkingDir: app,
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(app, 'budget-out', name),
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'error',
      jsx: 'automatic',
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
    });
    const outputs = new Map(result.outputFiles.map((file) => [file.path, file.contents]));
    const meta = result.metafile.outputs;
    const entryFile = Object.keys(meta).find((file) => meta[file]!.entryPoint === '<stdin>')!;
    // The entry and what it imports statically; dynamic imports stay lazy.
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const imported of meta[file]!.imports)
        if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    };
    visit(entryFile);
    const js = [...loaded].reduce((sum, file) => sum + gzipped(outputs.get(join(app, file))!), 0);
    const css = entry.stylesheets.reduce(
      (sum, sheet) => sum + gzipped(readFileSync(exportedFile(app, sheet))),
      0,
    );
    weights[name] = { js, css };
  }
  return weights;
}

/** The stylesheet esbuild builds for a partner module (`code`) inside `app`. */
export async function bundledStylesheet(app: string, code: string): Promise<string> {
  const { build } = createRequire(join(app, 'package.json'))('esbuild') as Bundler;
  const result = await build({
    stdin: { contents: code, resolveDir: app, loader: 'tsx' },
    absWorkingDir: app,
    bundle: true,
    format: 'esm',
    outdir: join(app, 'stylesheet-out'),
    write: false,
    metafile: true,
    logLevel: 'error',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime'],
  });
  const sheet = result.outputFiles.find((file) => file.path.endsWith('.css'));
  return sheet ? new TextDecoder().decode(sheet.contents) : '';
}

/** The class names a stylesheet gives rules to (comments, which name files, left out). */
export const classesOf = (css: string): Set<string> =>
  new Set(
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(
      (match) => match[1]!,
    ),
  );
