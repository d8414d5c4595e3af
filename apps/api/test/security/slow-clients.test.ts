import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInApplicant, startTestServer, type TestServer } from '../support/applicants';

/** Limits short enough to watch them work; the defaults are a minute and ten seconds. */
const timeouts = { requestMs: 1_000, headersMs: 1_000, shutdownGraceMs: 500 };

/**
 * A client that sends the headers of `PUT /api/answer` and then its body one byte every
 * 100 ms, as a slowloris attack does: never idle, never done.
 */
function trickle(port: number, cookie: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  const body = JSON.stringify({ first_name: 'x'.repeat(500) });
  let received = '';
  let sent = 0;
  const closed = new Promise<number>((resolve) => {
    const started = Date.now();
    socket.on('close', () => resolve(Date.now() - started));
  });
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  socket.on('connect', () => {
    socket.write(
      `PUT /api/answer HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const drip = setInterval(() => {
      if (socket.destroyed || sent >= body.length) return clearInterval(drip);
      socket.write(body[sent++]!);
    }, 100);
    socket.on('close', () => clearInterval(drip));
  });
  return { closed, received: () => received, socket };
}

/** Resolves with the value, or with 'still waiting' once `ms` have passed. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms)),
  ]);

describe('slow clients', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
  });

  async function listening(limits: typeof timeouts = timeouts) {
    server = await startTestServer('pglite', {}, { timeouts: limits });
    const { cookie } = await signedInApplicant(server);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    return { port: (server.app.server.address() as { port: number }).port, cookie };
  }

  it('cuts off a body that trickles in, with a 408, once the request time is up', async () => {
    const { port, cookie } = await listening();
    const client = trickle(port, cookie);
    const elapsed = await within(client.closed, 5_000);
    client.socket.destroy();
    expect(elapsed).not.toBe('still waiting');
    expect(elapsed).toBeLessThan(3_000);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Nothing of the half-sent save was stored.
    const profile = await server!.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie },
    });
    expect(profile.json().answer).toEqual({});
  });

  it('shuts down within the grace period while a body is still trickling in', async () => {
    // A long request limit: only the shutdown's own grace period can end this connection.
    const { port, cookie } = await listening({ ...timeouts, requestMs: 60_000, headersMs: 20_000 });
    const client = trickle(port, cookie);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    const closing = server!.app.close();
    const outcome = await within(closing, 5_000);
    client.socket.destroy();
    expect(outcome).not.toBe('still waiting');
    expect(Date.now() - started).toBeLessThan(2_000);
    server = undefined;
  });
});
