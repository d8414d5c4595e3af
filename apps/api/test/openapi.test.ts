import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocumentationPaths, messageReplySchema, messages } from '@applykit/api-contract';
import { sessionCookieName } from '../src/sessions/sessions';
import { startTestServer, type TestServer } from './support/applicants';

interface Operation {
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
}

/**
 * Every `METHOD /path` the router knows, read from `printRoutes`: each line of the tree is one
 * step of a path below the line it hangs from, with the methods that end there.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const node = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + node[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of node[3]?.split(', ') ?? []) routes.push(`${method} ${path}`);
  }
  return routes;
}

const documentationRoute = (route: string) =>
  Object.values(apiDocumentationPaths).some((path) => route.split(' ')[1]!.startsWith(path));

describe('the OpenAPI document', () => {
  let server: TestServer;
  let document: OpenApiDocument;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    const reply = await server.app.inject({ method: 'GET', url: apiDocumentationPaths.openApi });
    expect(reply.statusCode).toBe(200);
    document = reply.json<OpenApiDocument>();
  });
  afterAll(() => server?.app.close());

  it('describes exactly the routes the server answers, with their methods', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const served = registeredRoutes(server.app.printRoutes({ commonPrefix: false }))
      // HEAD is Fastify's automatic twin of each GET; the documentation describes itself not.
      .filter((route) => !route.startsWith('HEAD ') && !documentationRoute(route));
    expect(served.length).toBeGreaterThan(30);
    expect(documented.sort()).toEqual(served.sort());
  });

  it('gives every call the schema of its reply, and of its body when it takes one', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const call = `${method.toUpperCase()} ${path}`;
        const [status, success] = Object.entries(operation.responses).find(([code]) =>
          code.startsWith('2'),
        )!;
        if (status !== '204')
          expect(Object.values(success.content ?? {})[0]?.schema, call).toBeDefined();
        expect(
          operation.responses['4XX']?.content?.['application/json']?.schema,
          call,
        ).toBeDefined();
        if (operation.requestBody) {
          expect(Object.values(operation.requestBody.content)[0]?.schema, call).toBeDefined();
        }
      }
    }
    const signUp = document.paths['/public/signup']!.post!;
    expect(signUp.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { username: { type: 'string' }, password: { type: 'string' } },
    });
  });

  it('is OpenAPI 3.1 under the partner’s name, and says how each call is authorised', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe(`${server.config.partner.institutionName} application API`);
    expect(document.components.securitySchemes.applicantSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookieName(server.config),
    });
    expect(document.components.securitySchemes.adminKey).toMatchObject({ scheme: 'bearer' });
    expect(document.paths['/api/profile']!.get!.security).toEqual([{ applicantSession: [] }]);
    expect(document.paths['/admin/service-tokens']!.post!.security).toEqual([{ adminKey: [] }]);
    expect(document.paths['/public/login']!.post!.security).toEqual([]);
    expect(document.paths['/api/pdf']!.get!.security).toEqual([
      { applicantSession: [] },
      { serviceToken: [] },
    ]);
    expect(document.paths['/staff-api/me']!.get!.security).toEqual([{ staffSession: [] }]);
    expect(document.paths['/staff-api/sign-in']!.post!.security).toEqual([]);
    expect(document.info.description).toContain('Content-Type: application/json');
  });

  it('has a reference page that loads only this server’s own scripts, under the strict policy', async () => {
    const page = await server.app.inject({ method: 'GET', url: apiDocumentationPaths.reference });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(new RegExp(` src="${apiDocumentationPaths.reference}/static/`));
      expect(inline!.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    expect(page.body).toContain(
      `<title>${server.config.partner.institutionName} application API</title>`,
    );
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const initializer = await server.app.inject({
      method: 'GET',
      url: `${apiDocumentationPaths.reference}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
    // The document comes from this server; no online validator is asked.
    expect(initializer.body).toContain("url: resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    expect(initializer.body).not.toMatch(/["'`]https?:\/\//);
    const bundle = await server.app.inject({
      method: 'GET',
      url: `${apiDocumentationPaths.reference}/static/swagger-ui-bundle.js`,
    });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('replies written through their schemas', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    // Routes of the real server's configuration, added the way every module adds its own.
    const reply = { schema: { response: { 200: messageReplySchema } } };
    server.app.get('/public/test-leaky-reply', reply, async () => ({
      message: 'Saved.',
      password_hash: '$argon2id$v=19$m=19456,t=2,p=1$secret',
    }));
    server.app.get('/public/test-wrong-reply', reply, async () => ({ text: 'no message' }));
    server.app.get(
      '/public/test-bad-query',
      { schema: { querystring: z.object({ count: z.coerce.number().int().max(3) }) } },
      async (request) => ({ count: (request.query as { count: number }).count }),
    );
  });
  afterAll(() => server?.app.close());

  it('sends only the fields the reply schema declares', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/public/test-leaky-reply' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ message: 'Saved.' });
    expect(reply.body).not.toContain('argon2');
  });

  it('answers a reply that does not fit its schema with the generic 500, not the reply', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/public/test-wrong-reply' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ message: messages.unexpected });
  });

  it('parses a declared query and refuses a bad one with the usual 400', async () => {
    const good = await server.app.inject({ method: 'GET', url: '/public/test-bad-query?count=2' });
    expect(good.json()).toEqual({ count: 2 });
    const bad = await server.app.inject({ method: 'GET', url: '/public/test-bad-query?count=9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { count: [expect.any(String)] } });
    expect(Object.keys(bad.json())).toEqual(['message', 'errors']);
  });
});
