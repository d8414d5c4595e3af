import { apiAreas, type ApiArea } from '@applykit/api-contract';

/**
 * Which of the server's call areas a request URL belongs to, or undefined for the portal.
 * Decided on the path as the router sees it, never on the raw text: percent-escapes decoded
 * (repeatedly, so `%2561` counts too), backslashes, repeated slashes and dot segments resolved,
 * case ignored. `/%61pi/profile` reaches the /api/profile route, so it is an /api/ call and gets
 * the session check and `no-store` like any other. Erring towards "API" is safe: at worst a
 * path the router does not know answers a JSON 404 (or 401) instead of the portal's shell.
 */
export function apiAreaOf(url: string): ApiArea | undefined {
  if (url === lastAsked.url) return lastAsked.area;
  const area = areaOf(url);
  lastAsked = { url, area };
  return area;
}

// A request's hooks ask for its area three or four times: the last answer is kept.
let lastAsked: { url: string; area: ApiArea | undefined } = { url: '', area: areaOf('') };

function areaOf(url: string): ApiArea | undefined {
  let path = url.replace(/[?#].*$/s, '');
  for (let round = 0; round < 3 && path.includes('%'); round++) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const normalised = new URL(path.replace(/[\\/]+/g, '/'), 'http://applykit.invalid').pathname;
  // A call always has a path below its area (`/service/tmp-pdf`); the bare `/service` is the
  // portal's service view, opened from a staff link.
  const [, area, ...below] = normalised.toLowerCase().split('/');
  if (below.length === 0) return undefined;
  return apiAreas.find((known) => known === area);
}
