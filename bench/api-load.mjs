// The load generator of `api.ts`, run in a worker thread of its own: on the server's thread,
// autocannon's own work (sending, parsing replies, timing) would be counted against the
// routes but not against the floor, which makes no HTTP requests. Plain JavaScript, since
// tsx's loader does not reach worker threads on Node 20. It takes a `LoadRequest` and posts a
// `LoadReply` (both declared in api.ts).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const request = workerData;
const headers = {
  ...(request.method === 'PUT' ? { 'content-type': 'application/json' } : {}),
  ...(request.origin ? { origin: request.origin } : {}),
  ...(request.acceptEncoding ? { 'accept-encoding': request.acceptEncoding } : {}),
};
let next = 0;
const served = [];
const result = await autocannon({
  url: request.url,
  method: request.method,
  connections: request.connections,
  duration: request.duration,
  headers,
  ...(request.body ? { body: request.body } : {}),
  setupClient: (client) => {
    const cookie = request.cookies[next++ % Math.max(request.cookies.length, 1)];
    if (cookie) client.setHeaders({ cookie, ...headers });
    client.on('response', (status, _bytes, milliseconds) => {
      if (status < 300) served.push(milliseconds);
    });
  },
});
parentPort.postMessage({
  served,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
  ),
  non2xx: result.non2xx,
  unanswered: result.errors + result.timeouts,
});
