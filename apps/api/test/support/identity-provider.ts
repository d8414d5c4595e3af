import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** An account at the test institution: its subject, address and role claim's values. */
interface InstitutionAccount {
  email: string;
  roles: string[];
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The STAFF_OIDC_* settings that point the server at this provider. */
  env: Record<string, string>;
  /** Adds an account; its subject is the login typed at the provider's sign-in form. */
  addAccount(login: string, account: InstitutionAccount): void;
  close(): Promise<void>;
}

/** The role claim and values the tests configure, as an institution's directory names them. */
export const institutionRoles = {
  claim: 'admissions_roles',
  reader: 'admissions-reader',
  admin: 'admissions-director',
} as const;

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 and a free port, with one confidential
 * client whose redirect URL is `redirectUrl`. Its development sign-in and consent pages take any
 * login and password; the login names the account.
 */
export async function startTestIdentityProvider(
  redirectUrl: string,
): Promise<TestIdentityProvider> {
  const accounts = new Map<string, InstitutionAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'applykit-admissions';
  const clientSecret = 'test-client-secret-that-is-long-enough-for-hs256';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'], admissions: [institutionRoles.claim] },
    scopes: ['openid', 'email', 'admissions'],
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_context, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, [institutionRoles.claim]: account.roles }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    env: {
      STAFF_OIDC_ISSUER: issuer,
      STAFF_OIDC_CLIENT_ID: clientId,
      STAFF_OIDC_CLIENT_SECRET: clientSecret,
      STAFF_OIDC_REDIRECT_URL: redirectUrl,
      STAFF_OIDC_SCOPES: 'openid email admissions',
      STAFF_OIDC_NAME: 'Test University',
      STAFF_OIDC_ROLE_CLAIM: institutionRoles.claim,
      STAFF_OIDC_READER_VALUES: institutionRoles.reader,
      STAFF_OIDC_ADMIN_VALUES: institutionRoles.admin,
    },
    addAccount: (login, account) => accounts.set(login, account),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

/**
 * Signs in at the provider as a browser would, without one: follows its redirects with a cookie
 * jar and submits its sign-in and consent forms. Returns the URL it sends the browser back to.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      ...(body ? { body } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    body = undefined;
    if (location) {
      url = new URL(location, url);
      if (url.origin !== new URL(authorizationUrl).origin) return url;
      continue;
    }
    const page = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!prompt || !action) throw new Error(`The provider answered ${response.status}: ${page}`);
    url = new URL(action.replace(/&amp;/g, '&'), url);
    body = new URLSearchParams({ prompt, login, password: 'any' });
  }
  throw new Error('The provider never sent the browser back.');
}
