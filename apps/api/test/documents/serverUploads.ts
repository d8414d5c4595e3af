import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartBody } from './harness';

/**
 * What the portal does for one document through the whole server (sessions, guards, the
 * documents module): presign, post the file to the returned URL, ask for the conversion, and
 * poll its status until it settles. Answers the settled status.
 */
export async function uploadDocument(
  app: FastifyInstance,
  cookie: string,
  answerKey: string,
  file: { bytes: Uint8Array; name: string },
): Promise<{ status: string; message?: string }> {
  const headers = { cookie };
  const presigned = await app.inject({
    method: 'POST',
    url: '/api/presigned-url',
    headers,
    payload: { answer_key: answerKey },
  });
  expect(presigned.statusCode, presigned.body).toBe(200);
  const { url, fields } = presigned.json<{ url: string; fields: Record<string, string> }>();
  const body = await multipartBody(fields, file);
  const uploaded = await app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(204);
  const queued = await app.inject({
    method: 'POST',
    url: `/api/pdf/document-answer/${answerKey}`,
    headers,
    payload: { file_key: fields.key, file_name: file.name },
  });
  expect(queued.statusCode, queued.body).toBe(202);
  for (let wait = 0; wait < 300; wait++) {
    const reply = await app.inject({
      method: 'GET',
      url: `/api/pdf/document-answer/${answerKey}`,
      headers,
    });
    const status = reply.json<{ status: string; message?: string }>();
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(status.status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The conversion of ${answerKey} did not settle.`);
}

/** Asks for the application PDF until it is built; answers the last reply's body. */
export async function builtApplicationPdf(
  app: FastifyInstance,
  query: { cookie: string } | { serviceToken: string },
): Promise<{ status: string; url?: string; message?: string }> {
  const request =
    'cookie' in query
      ? { url: '/api/pdf', headers: { cookie: query.cookie } }
      : { url: `/api/pdf?service_token=${encodeURIComponent(query.serviceToken)}` };
  for (let wait = 0; wait < 300; wait++) {
    const reply = await app.inject({ method: 'GET', ...request });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = reply.json<{ status: string; url?: string; message?: string }>();
    if (!['UNPROCESSED', 'IN_PROGRESS'].includes(body.status)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The application PDF was not built.');
}
