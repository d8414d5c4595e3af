import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/postgres.mjs';
import { startS3Server, type ThrowawayS3Server } from '../../scripts/s3-server.mjs';
import { createDocumentBucket } from '../../apps/api/test/support/s3Bucket';
import { startSmtpServer } from '../../apps/api/test/support/smtp';
import type { S3Storage } from '../../apps/api/src/documents/storage';
import { launchBrowser } from '../support/browser';
import { completeApplication } from '../support/fullApplication';
import { startServer, type RunningServer } from '../support/server';

/**
 * The reverse proxy connects to the server from this loopback address and the browser and the
 * test from others (Linux answers all of 127.0.0.0/8): TRUST_PROXY names only the proxy's.
 */
const proxyAddress = '127.0.0.2';
const bucket = 'applykit-documents';

/**
 * A TLS-terminating reverse proxy as the server sees one: it adds the peer's address to
 * `X-Forwarded-For` and says the request came over HTTPS. Plain HTTP on loopback stands in for
 * the TLS the browser would speak to it.
 */
async function startReverseProxy(): Promise<{
  url: string;
  target: { port: number };
  proxy: Server;
}> {
  const target = { port: 0 };
  const proxy = createServer((incoming, outgoing) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      'x-forwarded-for': forwardedFor,
      'x-forwarded-proto': 'https',
      'x-forwarded-host': incoming.headers.host,
    };
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        localAddress: proxyAddress,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, target, proxy };
}

/** The text/plain part of a raw message, its quoted-printable undone. */
function plainTextOf(raw: string): string {
  const part = raw.slice(raw.indexOf('Content-Type: text/plain'));
  const body = part.slice(part.search(/\r?\n\r?\n/)).split(/\r?\n--/)[0]!;
  return body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .trim();
}

/** A request from a chosen loopback address, as a client elsewhere on the network would send. */
function requestFrom(
  localAddress: string,
  url: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers, localAddress }, (reply) => {
      reply.resume();
      reply.on('end', () => resolve({ status: reply.statusCode ?? 0, headers: reply.headers }));
    });
    sent.on('error', reject);
    sent.end(method === 'POST' ? '{}' : undefined);
  });
}

describe('production: the built server on PostgreSQL, S3 and SMTP behind a reverse proxy', () => {
  let postgres: ThrowawayPostgres;
  let s3: ThrowawayS3Server;
  let storage: S3Storage;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let proxy: Awaited<ReturnType<typeof startReverseProxy>>;
  let server: RunningServer;
  let browser: BrowserContext;

  beforeAll(async () => {
    [postgres, s3, smtp, proxy] = await Promise.all([
      startPostgres(),
      startS3Server(),
      startSmtpServer(),
      startReverseProxy(),
    ]);
    storage = await createDocumentBucket(s3, bucket, [proxy.url]);
    server = await startServer({
      NODE_ENV: 'production',
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: proxyAddress,
      DATABASE_URL: postgres.url,
      TOKEN_SECRET: randomBytes(32).toString('base64'),
      SMTP_URL: smtp.url,
      ADMIN_API_KEY: randomBytes(32).toString('base64'),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_REGION: s3.region,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      FILE_SIGNING_SECRET: randomBytes(32).toString('base64'),
      // An institution loads its own school directory; the journey searches the demo one.
      LOOKUP_DEMO_DIRECTORY: 'on',
    });
    proxy.target.port = Number(new URL(server.url).port);
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await new Promise((resolve) => proxy?.proxy.close(resolve));
    smtp?.smtp.close();
    await s3?.stop();
    postgres?.stop();
  });

  it('takes an applicant from sign-up to the PDF, mail by SMTP and documents in the bucket', async () => {
    let seen = 0;
    // The code arrives by SMTP; the journey's helpers read it as they read the console's mail.
    const throughProxy: RunningServer = {
      ...server,
      url: proxy.url,
      async waitForMail(to, subject = /./, timeoutMs = 30_000) {
        const until = Date.now() + timeoutMs;
        for (;;) {
          const index = smtp.delivered.findIndex(
            (mail, at) =>
              at >= seen &&
              mail.to.some((address) => address.toLowerCase() === to.toLowerCase()) &&
              subject.test(/^Subject: (.*)$/m.exec(mail.raw)?.[1] ?? ''),
          );
          if (index >= 0) {
            seen = index + 1;
            const mail = smtp.delivered[index]!;
            const subjectLine = /^Subject: (.*)$/m.exec(mail.raw)![1]!;
            return { to, subject: subjectLine, text: plainTextOf(mail.raw) };
          }
          if (Date.now() > until) throw new Error(`No mail to ${to} by SMTP in ${timeoutMs} ms`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
    };
    await completeApplication(browser, throughProxy);

    // Nothing was printed: production mail went out by SMTP only.
    expect(server.mail()).toEqual([]);
    expect(smtp.delivered.length).toBeGreaterThan(0);

    // The documents went to the bucket, straight from the browser, and were converted there.
    const keys: string[] = [];
    for await (const object of storage.list('applicants/')) keys.push(object.key);
    expect(keys.filter((key) => key.includes('/uploads/'))).toHaveLength(2);
    expect(keys.filter((key) => key.includes('/documents/'))).toHaveLength(2);
    expect(keys.filter((key) => key.includes('/application/'))).toHaveLength(1);

    // Chromium keeps Secure cookies for http://127.0.0.1, a secure context: a `__Host-` cookie
    // proves the server marked it Secure, the browser accepted it and sends it back.
    const cookies = await browser.cookies(proxy.url);
    const session = cookies.find((cookie) => cookie.name === '__Host-applykit_session');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const presence = cookies.find((cookie) => cookie.name.endsWith('.session'));
    expect(presence).toMatchObject({ secure: true, httpOnly: false, sameSite: 'Lax' });
  }, 300_000);

  it('sends HSTS and lets the page post only to itself and the bucket', async () => {
    const reply = await requestFrom('127.0.0.1', `${proxy.url}/about`);
    expect(reply.status).toBe(200);
    expect(reply.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
    expect(csp).toContain('upgrade-insecure-requests');
  });

  it('believes X-Forwarded-For only from the proxy named in TRUST_PROXY', async () => {
    const wrongKey = (address: string, url: string, forwardedFor: string) =>
      requestFrom(address, `${url}/admin/service-tokens`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer not-the-key',
          'content-type': 'application/json',
          'x-forwarded-for': forwardedFor,
        },
      });
    // Straight to the server, each claiming another address: all are counted against the one
    // the connection comes from, and the eleventh is turned away.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const reply = await wrongKey('127.0.0.1', server.url, `203.0.113.${attempt}`);
      expect(reply.status).toBe(401);
    }
    expect((await wrongKey('127.0.0.1', server.url, '203.0.113.99')).status).toBe(429);
    // Through the proxy, the address the proxy saw counts, whatever the client claims: another
    // client is not held back by the first one's mistakes, nor can it pass for someone else.
    expect((await wrongKey('127.0.0.3', proxy.url, '198.51.100.7')).status).toBe(401);
    expect((await wrongKey('127.0.0.1', proxy.url, '198.51.100.7')).status).toBe(429);
  });
});
