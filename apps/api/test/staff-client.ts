// Staff calls as the admin app makes them (docs/api.md, Staff API): sign-in and out over REST, GraphQL at
// /admin/graphql with the cookie sabai_staff, each from an address of the test's choosing.
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../src/auth/password';
import type { StaffRole } from '@sabai/access';
import { post, type CallOptions } from './auth-client';
import type { TestServer } from './test-server';

import { DEMO_STAFF_PASSWORD } from '../src/seed/staff.seed';

export { DEMO_STAFF_PASSWORD, seedStaff } from '../src/seed/staff.seed';

export const OWNER = 'owner@example.com';
export const YUZEN_ADMIN = 'yuzen-admin@example.com';
export const SUKHUMVIT_DESK = 'sukhumvit-desk@example.com';

export interface StaffCallOptions extends CallOptions {
  staff?: string;
}

const withStaff = (options: StaffCallOptions): CallOptions => {
  const cookies = [
    ...(options.staff ? [`sabai_staff=${options.staff}`] : []),
    ...(options.cookie ? [`isbs_auth_token=${options.cookie}`] : []),
  ];
  const { staff: _staff, cookie: _cookie, ...rest } = options;
  return { ...rest, headers: { ...(cookies.length ? { cookie: cookies.join('; ') } : {}), ...rest.headers } };
};

export function staffSignIn(
  server: TestServer,
  body: { email: string; password: string; code?: string },
  options: StaffCallOptions = {},
) {
  return post(server, '/api/admin/login', body, withStaff(options));
}

export function staffSignOut(server: TestServer, options: StaffCallOptions = {}) {
  return post(server, '/api/admin/logout', {}, withStaff(options));
}

/** A demo staff account signed in with the demo password: the value of its sabai_staff cookie. */
export async function signedInStaff(server: TestServer, email: string): Promise<string> {
  return staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD })).value;
}

/** The value the response put in sabai_staff, and the cookie's attributes. */
export function staffCookie(response: LightMyRequestResponse): { value: string; attributes: string } {
  const header = [response.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sabai_staff='));
  if (!header) throw new Error('no sabai_staff cookie');
  const [pair = '', ...attributes] = header.split('; ');
  return { value: pair.slice('sabai_staff='.length), attributes: attributes.join('; ') };
}

export async function staffGql<T = Record<string, unknown>>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  options: StaffCallOptions = {},
) {
  const response = await post(server, '/admin/graphql', { query, variables }, withStaff(options));
  const body = response.json() as {
    data?: T | null;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  return { response, body, code: body.errors?.[0]?.extensions?.['code'] };
}

let accounts = 0;

/** A staff account of its own for a test, with one grant; its e-mail is returned. */
export async function createStaff(
  server: TestServer,
  grant: { role: StaffRole; brand_id?: string; branch_id?: string },
  password: string,
): Promise<{ id: string; email: string }> {
  const id = crypto.randomUUID();
  const email = `staff-${++accounts}-${id.slice(0, 8)}@example.com`;
  const db = server.database.db;
  await db
    .insertInto('staff_accounts')
    .values({
      id,
      name: `Staff ${accounts}`,
      email,
      password_hash: await hashPassword(password),
      totp_secret: null,
    })
    .execute();
  await db
    .insertInto('staff_grants')
    .values({
      staff_id: id,
      role: grant.role,
      brand_id: grant.brand_id ?? null,
      branch_id: grant.branch_id ?? null,
    })
    .execute();
  return { id, email };
}
