import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * How long a browser may keep a file of the built portal. Everything under `assets/` has a
 * hash of its content in its name, so it never changes: a year, `immutable` (not even
 * revalidated on reload). The HTML names those files and changes with every release, so it is
 * never used without asking the server first (`no-cache`: an unchanged page costs a 304).
 */
export function portalCacheControl(path: string): string {
  return path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The shell to send for a page of the portal: the route's own (`login/index.html`, which
 * preloads the log-in page), or the main `index.html` for `/` and any other path.
 */
export function routeShellOf(portalDir: string, url: string): string {
  const route = /^\/([a-z][a-z-]*)\/?(?:[?#]|$)/.exec(url)?.[1];
  const own = route && `${route}/index.html`;
  return own && existsSync(join(portalDir, own)) ? own : 'index.html';
}
