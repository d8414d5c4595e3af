import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a secret, whose value never reaches the request log: whoever
 * reads the log must not be able to open the link. `signature` signs an application PDF link;
 * `service_token` opens the service view of one application; `token` opens a temporary answer
 * set (and is also the harmless half of a PDF link, redacted all the same).
 */
const secretQueryParameters: ReadonlySet<string> = new Set(['signature', 'service_token', 'token']);

/** The URL with the value of each secret query parameter replaced by `[redacted]`. */
function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const parts = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const name = part.split('=', 1)[0]!;
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is logged as sent; it names no secret parameter.
      }
      return secretQueryParameters.has(decoded) ? `${name}=[redacted]` : part;
    });
  return `${url.slice(0, start)}?${parts.join('&')}`;
}

/** Fastify's request serializer, with secrets taken out of the URL. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
