import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rolldown } from 'vite';
import { partnerFormModule } from './partnerFormModule.ts';
// By file, like the contract's paths in vite.config.ts: Vite loads its config with plain Node.
import { homeRoute, routePaths } from './src/routes/paths.ts';

/**
 * The page modules each route renders (the lazy imports of src/routes/routes.tsx). The form's
 * pages are the partner definition's, at paths the portal does not own: the main shell, sent
 * for `/` and every path without a shell of its own, carries the form page and its step
 * navigation. The form waits for the query cache too (src/portal.ts loads it): its code comes
 * with the form's, not after the entry has run.
 */
const formCache = 'src/api/createQueryClient.ts';
const routePages: Record<string, readonly string[]> = {
  [homeRoute]: ['src/form/formRoutes.ts', 'src/layout/StepNavigation.tsx', formCache],
  [routePaths.completion]: ['src/form/formRoutes.ts', 'src/layout/CompletionPage.tsx', formCache],
  [routePaths.login]: ['src/auth/LoginPage.tsx'],
  [routePaths.signup]: ['src/auth/SignUpPage.tsx'],
  [routePaths.confirm]: ['src/auth/ConfirmPage.tsx'],
  [routePaths.forgot]: ['src/auth/ForgotPage.tsx'],
  [routePaths.reset]: ['src/auth/ResetPage.tsx'],
};

/** The pages' chunks and every chunk they import statically, and their CSS. */
function pageFiles(bundle: Rolldown.OutputBundle, pages: readonly Rolldown.OutputChunk[]) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  for (const page of pages) visit(page);
  return { scripts, styles };
}

/**
 * V8's explicit compile hint (Chromium 136 and later; other engines read a comment): every
 * function of a chunk marked with it is compiled as the chunk streams in, off the main thread,
 * instead of on its first call. A form page's first keystroke otherwise compiles some 60
 * functions of React's update path, React Hook Form and live validation on the main thread, in
 * the key's own frame.
 */
const compileEagerly = '//# allFunctionsCalledOnLoad\n';

/** Marks the pages' chunks and every chunk they import statically to be compiled eagerly. */
export function compileFirstLoadEagerly(
  bundle: Rolldown.OutputBundle,
  pages: readonly Rolldown.OutputChunk[],
): void {
  for (const file of pageFiles(bundle, pages).scripts) {
    const chunk = bundle[file] as Rolldown.OutputChunk;
    if (!chunk.code.startsWith(compileEagerly)) chunk.code = compileEagerly + chunk.code;
  }
}

/**
 * The served HTML's language and title for the partner of this build: `src/layout/servedShell.ts`
 * built for Node with the same partner settings and form module as the portal, and run.
 */
async function servedShellTextOf(root: string): Promise<{ lang: string; title: string }> {
  const outDir = mkdtempSync(join(tmpdir(), 'applykit-served-shell-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'error',
      envPrefix: ['VITE_', 'APPLYKIT_PARTNER'],
      plugins: [vanillaExtractPlugin(), partnerFormModule()],
      ssr: { noExternal: true },
      build: {
        ssr: join(root, 'src/layout/servedShell.ts'),
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'servedShell.mjs' } },
      },
    });
    const shell = (await import(pathToFileURL(join(outDir, 'servedShell.mjs')).href)) as {
      servedShellText: () => { lang: string; title: string };
    };
    return shell.servedShellText();
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * Each route's own copy of index.html (`login/index.html`, …; the default route's in
 * index.html itself) that also preloads its page's chunks and styles: the browser fetches them
 * alongside the entry instead of after it has run. The server sends a path's own copy. What
 * each shell preloads is marked to be compiled as it arrives (`compileFirstLoadEagerly`).
 */
export function routeShells(root = import.meta.dirname): Plugin {
  let served: Promise<{ lang: string; title: string }> | undefined;
  return {
    name: 'applykit-route-shells',
    apply: 'build',
    enforce: 'post',
    // The shells' text comes from running src/form/partner.ts in Node, which checks the
    // partner's theme there: the pages built need not carry the check.
    config: () => ({ define: { 'import.meta.env.APPLYKIT_THEME_CHECKED_AT_BUILD': 'true' } }),
    buildStart() {
      // Beside the portal's own build; awaited when the shells are written.
      served = servedShellTextOf(root);
      // A failure stops the build where the shells are written, not as an unhandled rejection.
      served.catch(() => undefined);
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const shell = bundle['index.html'];
        if (shell?.type !== 'asset') return;
        // The partner's language and title before any script runs: a Spanish-first partner's
        // page is not announced as English, nor named after the product in English.
        const { lang, title } = await served!;
        const html = String(shell.source)
          .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(lang)}">`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const withPreloads = (pagePath: string) => {
          const pages = routePages[pagePath]!.map((module) => {
            const page = chunks.find((chunk) => chunk.facadeModuleId === join(root, module));
            if (!page) throw new Error(`No chunk was built for ${module} of ${pagePath}.`);
            return page;
          });
          // What a shell preloads runs as its page loads, and the form's as an applicant types.
          compileFirstLoadEagerly(bundle, pages);
          const { scripts, styles } = pageFiles(bundle, pages);
          const links = [
            ...[...scripts]
              .filter((file) => !html.includes(`"/${file}"`))
              .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
            ...[...styles]
              .filter((file) => !html.includes(`"/${file}"`))
              .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
          ];
          return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
        };
        shell.source = withPreloads(homeRoute);
        for (const path of Object.keys(routePages)) {
          if (path === homeRoute) continue;
          this.emitFile({
            type: 'asset',
            fileName: `${path.slice(1)}/index.html`,
            source: withPreloads(path),
          });
        }
      },
    },
  };
}

const compressible = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text
 * file in `dir`, so the server sends them compressed without compressing on each request.
 */
function precompressFolder(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true })) {
    const file = join(dir, String(entry));
    if (!compressible.test(file) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Runs `precompressFolder` over the build's output once it is written. */
export function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'applykit-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        precompressFolder(outDir);
      },
    },
  };
}
