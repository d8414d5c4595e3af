import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * How JSON replies are compressed: `@fastify/compress` with these settings (server.ts), and
 * GET /api/profile, which keeps its compressed reply while the profile is unchanged, through
 * `encodingFor` and `compressed` below with the same ones.
 */
export const jsonCompression = {
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  /** Replies smaller than this go out as they are. */
  threshold: 1024,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
};

export type ReplyEncoding = (typeof jsonCompression.encodings)[number];

/**
 * The encoding `@fastify/compress` would choose for a reply of `bytes` to this request, or
 * null for none: the client's `accept-encoding` (`*` and `x-gzip` read as gzip), no
 * `x-no-compression`, and at least the threshold.
 */
export function encodingFor(request: FastifyRequest, bytes: number): ReplyEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || request.headers['x-no-compression'] !== undefined) return null;
  if (bytes < jsonCompression.threshold) return null;
  return negotiate(
    accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'),
    jsonCompression.encodings,
  );
}

export function compressed(body: Buffer, encoding: ReplyEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, jsonCompression.brotliOptions)
    : gzipSync(body);
}

/**
 * Sends `body` compressed already with `encoding` (or as it is for null), with the headers
 * `@fastify/compress` gives a reply it compresses; that plugin leaves a reply with a
 * `content-encoding` as it is.
 */
export function sendEncoded(reply: FastifyReply, body: Buffer, encoding: ReplyEncoding | null) {
  if (encoding !== null) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    reply.header('content-encoding', encoding);
  }
  return reply.header('content-length', body.length).send(body);
}
