import { vi } from 'vitest';

interface StubbedCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export type Reply =
  { status?: number; body?: unknown; contentType?: string } | ((call: StubbedCall) => Reply);

export function jsonResponse(
  body: unknown,
  status = 200,
  contentType = 'application/json; charset=utf-8',
): Response {
  return new Response(
    body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    {
      status,
      headers: body === undefined ? {} : { 'content-type': contentType },
    },
  );
}

/**
 * Answers `fetch` at the network boundary for unit tests: each route is "METHOD /path" and
 * gives a reply (or a function of the call). Unrouted calls fail the test loudly.
 */
export function stubFetch(routes: Record<string, Reply>) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const call = { method, path: url.pathname, search: url.searchParams, body };
    calls.push(call);
    let reply = routes[`${method} ${url.pathname}`];
    if (reply === undefined) throw new Error(`No stubbed reply for ${method} ${url.pathname}`);
    while (typeof reply === 'function') reply = reply(call);
    return jsonResponse(reply.body, reply.status ?? 200, reply.contentType);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    called: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
