// Member calls as a browser or the kiosk makes them: REST logins, GraphQL with the cookie or a Bearer
// token, each from an address of the test's choosing (the server trusts X-Forwarded-For).
import type { LightMyRequestResponse } from 'fastify';
import type { TestServer } from './test-server';

export const DEMO_PASSWORD = 'Sabai-2026';
export const GOLD = { phone: '0812345678', email: 'gold@example.com' };
export const BASIC = { phone: '0898765432', email: 'basic@example.com' };

export interface CallOptions {
  ip?: string;
  cookie?: string;
  bearer?: string;
  headers?: Record<string, string>;
}

function headersOf(options: CallOptions): Record<string, string> {
  return {
    host: 'localhost',
    'accept-language': 'en',
    'content-type': 'application/json',
    'x-forwarded-for': options.ip ?? '198.51.100.1',
    ...(options.cookie ? { cookie: `isbs_auth_token=${options.cookie}` } : {}),
    ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
    ...options.headers,
  };
}

export function post(server: TestServer, url: string, body: unknown, options: CallOptions = {}) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: headersOf(options),
    payload: JSON.stringify(body),
  });
}

export function passwordLogin(
  server: TestServer,
  username: string,
  password: string,
  options: CallOptions = {},
) {
  return post(server, '/api/auth/password', { input: { username, password } }, options);
}

/** The value the response put in isbs_auth_token, and the cookie's attributes. */
export function authCookie(response: LightMyRequestResponse): { value: string; attributes: string } {
  const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('isbs_auth_token='));
  if (!header) throw new Error('no isbs_auth_token cookie');
  const [pair = '', ...attributes] = header.split('; ');
  return { value: pair.slice('isbs_auth_token='.length), attributes: attributes.join('; ') };
}

export async function gql<T = Record<string, unknown>>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
) {
  const response = await post(server, '/graphql', { query, variables }, options);
  const body = response.json() as {
    data?: T | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { response, body, code: body.errors?.[0]?.extensions?.['code'] };
}

/** The newest SMS to a phone, with its 6-digit code and reference. */
export async function lastSms(server: TestServer, phone: string) {
  const row = await server.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('channel', '=', 'sms')
    .where('recipient', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? '',
    ref: /ref\. ([A-Z0-9]+)/.exec(row.body)?.[1] ?? '',
  };
}
