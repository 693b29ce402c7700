import { sql } from 'kysely';
import { authCookie, BASIC, DEMO_PASSWORD, GOLD, gql, passwordLogin, post } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';

const ME = `{ me { id first_name phone email verified tier { slug title colour discounts { brand_id discount } }
  wallet { balance is_activated } points { active_points expires_at conversion_rates { points value } } } }`;
const REFRESH = `mutation { refreshToken { access_token expires_in token_type } }`;
const LOGOUT = `mutation { logout { status } }`;
const FAILED = 'The phone number, email, or password provided is incorrect. Please try again.';

describe.each(oneEngine)('password login, tokens and logout on %s', (engine) => {
  let server: TestServer;
  let ipSeq = 0;
  /** A fresh address per test, so the per-address limit of one test does not reach the next. */
  const freshIp = () => `203.0.113.${++ipSeq}`;
  const db = () => server.database.db;

  beforeAll(async () => {
    // Injected requests come from 127.0.0.1: trusting it as the proxy lets each test pick its address.
    const defaults = loadConfig({ TRUST_PROXY: '127.0.0.1' });
    server = await startTestServer(engine, {
      trustProxy: defaults.trustProxy,
      auth: { ...defaults.auth, ipMaxFailures: 8, ipWindowSec: 900 },
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from login_attempts`.execute(db());
  });

  it('logs in by phone or e-mail, answers a 15-minute token and the member, and sets the cookie', async () => {
    for (const username of [GOLD.phone, '081-234-5678', 'Gold@Example.com']) {
      const response = await passwordLogin(server, username, DEMO_PASSWORD, { ip: freshIp() });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ expires_in: 900, token_type: 'Bearer' });
      expect(body.access_token.split('.')).toHaveLength(3);
      expect(body.user).toMatchObject({
        phone: GOLD.phone,
        email: GOLD.email,
        first_name: 'Ploy',
        tier: { slug: 'gold', title: 'Gold', colour: '#B8860B' },
        wallet: { balance: 1000, is_activated: true },
        points: {
          active_points: 500,
          conversion_rates: [
            { points: 100, value: 50 },
            { points: 200, value: 100 },
          ],
        },
        verified: false,
      });
      expect(body.user.tier.discounts).toEqual([
        { brand_id: 'baansabai', discount: 10 },
        { brand_id: 'yuzen', discount: 10 },
      ]);
      const cookie = authCookie(response);
      expect(cookie.value).toMatch(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes).toBe('Max-Age=2419200; Path=/; HttpOnly; SameSite=Lax');
    }
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const response = await passwordLogin(server, GOLD.email, DEMO_PASSWORD, {
      ip: freshIp(),
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(authCookie(response).attributes).toBe('Max-Age=2419200; Path=/; HttpOnly; SameSite=Lax; Secure');
  });

  it('refuses a wrong password, an unknown account and bad input alike, without telling which', async () => {
    const ip = freshIp();
    for (const [username, password] of [
      [GOLD.phone, 'wrong-password'],
      ['0800000000', DEMO_PASSWORD],
      ['nobody@example.com', DEMO_PASSWORD],
    ] as const) {
      const response = await passwordLogin(server, username, password, { ip });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'login.failed', message: FAILED });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const empty = await post(
      server,
      '/api/auth/password',
      { input: { username: '', password: 'x' } },
      { ip },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'request.invalid', field: 'input.username' });
  });

  it('knows the member by the cookie, by a Bearer access token and by a Bearer session token', async () => {
    const response = await passwordLogin(server, BASIC.phone, DEMO_PASSWORD, { ip: freshIp() });
    const { access_token } = response.json();
    const session = authCookie(response).value;
    for (const options of [{ cookie: session }, { bearer: access_token }, { bearer: session }]) {
      const { body } = await gql(server, ME, {}, options);
      expect(body.errors).toBeUndefined();
      expect(body.data).toMatchObject({
        me: { phone: BASIC.phone, tier: { slug: 'basic', title: 'Basic', colour: null } },
      });
    }
    expect((await gql(server, ME)).body.data).toEqual({ me: null });
    expect((await gql(server, ME, {}, { bearer: 'not-a-token' })).body.data).toEqual({ me: null });
    const forged = `${session.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await gql(server, ME, {}, { cookie: forged })).body.data).toEqual({ me: null });
  });

  it('refreshes the access token from the session, and refuses without one', async () => {
    const session = authCookie(
      await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() }),
    ).value;
    const { body } = await gql<{ refreshToken: { access_token: string } }>(
      server,
      REFRESH,
      {},
      { cookie: session },
    );
    expect(body.data?.refreshToken).toMatchObject({ expires_in: 900, token_type: 'Bearer' });
    const fresh = body.data?.refreshToken.access_token ?? '';
    expect((await gql(server, ME, {}, { bearer: fresh })).body.data).toMatchObject({
      me: { phone: GOLD.phone },
    });
    const anonymous = await gql(server, REFRESH);
    expect(anonymous.code).toBe('login.unauthenticated');
    expect(anonymous.body.errors?.[0]?.message).toBe('Your session has ended. Please log in again.');
  });

  it('logs out on the server: the cookie is cleared and neither token works any more', async () => {
    const response = await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() });
    const session = authCookie(response).value;
    const { access_token } = response.json();
    const { response: out, body } = await gql(server, LOGOUT, {}, { cookie: session });
    expect(body.data).toEqual({ logout: { status: true } });
    expect(authCookie(out)).toEqual({ value: '', attributes: 'Max-Age=0; Path=/; HttpOnly; SameSite=Lax' });
    for (const options of [{ cookie: session }, { bearer: access_token }]) {
      expect((await gql(server, ME, {}, options)).body.data).toEqual({ me: null });
      expect((await gql(server, REFRESH, {}, options)).code).toBe('login.unauthenticated');
    }
    const revoked = await db()
      .selectFrom('auth_sessions')
      .select('revoked_at')
      .where('id', '=', session.split('.')[0] ?? '')
      .executeTakeFirstOrThrow();
    expect(revoked.revoked_at).not.toBeNull();
  });

  it('treats an expired session as no session', async () => {
    const session = authCookie(
      await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() }),
    ).value;
    await sql`update auth_sessions set expires_at = now() - interval '1 second' where id = ${session.split('.')[0]}`.execute(
      db(),
    );
    expect((await gql(server, ME, {}, { cookie: session })).body.data).toEqual({ me: null });
  });

  it('locks the account for 15 minutes after 5 failures: even the right password is refused meanwhile', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await passwordLogin(server, BASIC.email, 'wrong-password', { ip: freshIp() })).statusCode).toBe(
        401,
      );
    }
    const locked = await passwordLogin(server, BASIC.email, DEMO_PASSWORD, { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'login.tooManyAttempts',
      message: 'Too many login attempts. Please try again later.',
    });
    const basic = await db()
      .selectFrom('users')
      .select('id')
      .where('email', '=', BASIC.email)
      .executeTakeFirstOrThrow();
    const rows = await db()
      .selectFrom('login_attempts')
      .select(['key', sql<number>`extract(epoch from locked_until - now())`.as('left')])
      .execute();
    expect(rows.map((r) => r.key).sort()).toEqual([`account:${basic.id}`, `name:${BASIC.email}`]);
    for (const row of rows) {
      expect(Number(row.left)).toBeGreaterThan(890);
      expect(Number(row.left)).toBeLessThanOrEqual(900);
    }
    // Fifteen minutes later (the lock moved into the past), the right password works again.
    await sql`update login_attempts set locked_until = now() - interval '1 second'`.execute(db());
    expect((await passwordLogin(server, BASIC.email, DEMO_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('four failures and a success start the count again', async () => {
    for (let i = 0; i < 4; i++) await passwordLogin(server, GOLD.phone, 'wrong-password', { ip: freshIp() });
    expect((await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
    await passwordLogin(server, GOLD.phone, 'wrong-password', { ip: freshIp() });
    expect((await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
  });

  it('refuses an address after too many failures (8 in this suite), for any account', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) {
      const username = `nobody${i}@example.com`;
      expect((await passwordLogin(server, username, 'wrong-password', { ip })).statusCode).toBe(401);
    }
    const refused = await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'login.tooManyAttempts' });
    expect((await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
    // The window passes: the old failures no longer count.
    await sql`update auth_attempts set at = now() - interval '901 seconds' where ip = ${ip}`.execute(db());
    expect((await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('takes JSON only (CSRF guard)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'input[username]=0812345678&input[password]=Sabai-2026',
    });
    expect(response.statusCode).toBe(415);
  });
});
