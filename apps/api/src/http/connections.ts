import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long a client may take, in milliseconds (see the API README, "Connections"). */
export interface ConnectionTimeouts {
  /** The whole request, headers and body, must arrive within this (else 408 and closed). */
  requestMs: number;
  /** The headers must arrive within this. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this; above load balancers' usual 60 s. */
  keepAliveMs: number;
  /** A connection with no traffic in either direction for this long is closed. */
  inactiveMs: number;
  /** At shutdown, requests still in flight get this long before their connections are cut. */
  shutdownGraceMs: number;
}

/**
 * A 1 MiB upload at 150 kbit/s arrives in a minute; a client slower than that, or one that
 * trickles a body byte by byte to hold a connection open, is cut off.
 */
export const defaultConnectionTimeouts: ConnectionTimeouts = {
  requestMs: 60_000,
  headersMs: 20_000,
  keepAliveMs: 72_000,
  inactiveMs: 90_000,
  shutdownGraceMs: 10_000,
};

/** The Fastify and Node server options that enforce `timeouts`. */
export function connectionOptions(timeouts: ConnectionTimeouts): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.inactiveMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs),
      // Node checks the request and headers timeouts on this interval (30 s by default, which
      // would let a slow request run half a minute past its limit).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, timeouts.requestMs / 4)),
    },
  };
}

/**
 * Shutdown waits for requests in flight, but not for ever: closing the server already drops
 * idle keep-alive connections, and whatever is still open after the grace period (a body
 * arriving byte by byte, a stuck client) is cut, so a restart never hangs on a slow client.
 */
export function closeSlowConnectionsOnShutdown(app: FastifyInstance, graceMs: number): void {
  app.addHook('preClose', (done) => {
    const server = app.server;
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    cut.unref();
    server.once('close', () => clearTimeout(cut));
    done();
  });
}
