import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { authCookie, DEMO_PASSWORD, gql, passwordLogin } from '../../test/auth-client';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import { hashPassword } from './password';

const FAILED = 'The phone number, email, or password provided is incorrect. Please try again.';
const TOO_MANY = 'Too many login attempts. Please try again later.';
const VERIFY = `mutation ($u: String!, $p: String!) { verifyPassword(username: $u, password: $p) { verified } }`;

const count = (codes: number[]) =>
  codes.reduce<Record<number, number>>((tally, code) => ({ ...tally, [code]: (tally[code] ?? 0) + 1 }), {});

describe.each(engines)('login limits under load on %s', (engine) => {
  /** Behind a proxy at 127.0.0.1 (where injected requests come from), so each test picks its addresses. */
  let server: TestServer;
  let memberSeq = 0;
  let ipSeq = 0;
  let passwordHash = '';
  const freshIp = () => `198.51.100.${++ipSeq}`;
  const db = () => server.database.db;

  /** A member of its own per test, so one test's lock does not reach the next. */
  const aMember = async () => {
    const n = ++memberSeq;
    const member = { phone: `06${String(n).padStart(8, '0')}`, email: `limits${n}@example.com` };
    await db()
      .insertInto('users')
      .values({
        id: randomUUID(),
        prefix: 'Miss',
        first_name: 'Limit',
        last_name: `Tester ${n}`,
        gender: 'female',
        birthdate: '1990-01-01',
        ...member,
        password_hash: passwordHash,
      })
      .execute();
    return member;
  };

  beforeAll(async () => {
    const defaults = loadConfig({ TRUST_PROXY: '127.0.0.1' });
    server = await startTestServer(engine, {
      trustProxy: defaults.trustProxy,
      auth: { ...defaults.auth, ipMaxFailures: 8, ipWindowSec: 900 },
    });
    passwordHash = await hashPassword(DEMO_PASSWORD);
  });
  afterAll(() => server.close());

  it('checks 5 of 50 simultaneous wrong passwords, then refuses even the right one for 15 minutes', async () => {
    const member = await aMember();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        passwordLogin(server, member.email, 'wrong-password', { ip: freshIp() }),
      ),
    );
    expect(count(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 45 });

    const locked = await passwordLogin(server, member.email, DEMO_PASSWORD, { ip: freshIp() });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'login.tooManyAttempts', message: TOO_MANY });
    expect(locked.headers['set-cookie']).toBeUndefined();
    const thai = await passwordLogin(server, member.email, DEMO_PASSWORD, {
      ip: freshIp(),
      headers: { 'accept-language': 'th' },
    });
    expect(thai.json()).toMatchObject({
      code: 'login.tooManyAttempts',
      message: 'พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
    });

    const lock = await db()
      .selectFrom('login_attempts')
      .select(sql<number>`extract(epoch from locked_until - now())`.as('left'))
      .where('key', '=', `name:${member.email}`)
      .executeTakeFirstOrThrow();
    expect(Number(lock.left)).toBeGreaterThan(890);
    expect(Number(lock.left)).toBeLessThanOrEqual(900);
    // Fifteen minutes later (every lock moved into the past), the right password works again.
    await sql`update login_attempts set locked_until = now() - interval '1 second'`.execute(db());
    expect((await passwordLogin(server, member.email, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(
      200,
    );
  });

  it('answers an unknown name exactly as a member’s: 5 failures, then login.tooManyAttempts', async () => {
    const member = await aMember();
    const answersFor = async (username: string, last: string) => {
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(await passwordLogin(server, username, 'wrong-password', { ip: freshIp() }));
      answers.push(await passwordLogin(server, username, last, { ip: freshIp() }));
      return answers.map((a) => ({ status: a.statusCode, body: a.json() }));
    };
    const failed = {
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', code: 'login.failed', message: FAILED },
    };
    const refused = {
      status: 429,
      body: { statusCode: 429, error: 'Too Many Requests', code: 'login.tooManyAttempts', message: TOO_MANY },
    };
    const expected = [failed, failed, failed, failed, failed, refused];
    expect(await answersFor(member.phone, DEMO_PASSWORD)).toEqual(expected);
    expect(await answersFor('0600000000', DEMO_PASSWORD)).toEqual(expected);
    expect(await answersFor('Nobody@Example.com', DEMO_PASSWORD)).toEqual(expected);
    // The unknown name is counted as normalised, like a member's: another spelling of it is locked too.
    expect((await passwordLogin(server, 'nobody@example.com ', 'x', { ip: freshIp() })).statusCode).toBe(429);
    expect((await passwordLogin(server, '060-000-0000', 'x', { ip: freshIp() })).statusCode).toBe(429);
  });

  it('counts simultaneous tries of an unknown name the same way', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => passwordLogin(server, 'ghost@example.com', 'x', { ip: freshIp() })),
    );
    expect(count(answers.map((a) => a.statusCode))).toEqual({ 401: 5, 429: 25 });
  });

  it('locks the account under its other name too, which reads as a wrong password until that name has its 5', async () => {
    const member = await aMember();
    for (let i = 0; i < 5; i++)
      await passwordLogin(server, member.phone, 'wrong-password', { ip: freshIp() });
    for (let i = 0; i < 5; i++) {
      const other = await passwordLogin(server, member.email, DEMO_PASSWORD, { ip: freshIp() });
      expect(other.statusCode).toBe(401);
      expect(other.json()).toMatchObject({ code: 'login.failed' });
    }
    expect((await passwordLogin(server, member.email, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(
      429,
    );
  });

  it('answers login.tooManyAttempts from verifyPassword once the account is locked', async () => {
    const member = await aMember();
    const session = authCookie(
      await passwordLogin(server, member.email, DEMO_PASSWORD, { ip: freshIp() }),
    ).value;
    const verify = (password: string, locale = 'en') =>
      gql(
        server,
        VERIFY,
        { u: member.email, p: password },
        {
          cookie: session,
          ip: freshIp(),
          headers: { 'accept-language': locale },
        },
      );
    for (let i = 0; i < 5; i++) expect((await verify('wrong-password')).code).toBe('login.failed');
    const locked = await verify(DEMO_PASSWORD, 'zh');
    expect(locked.code).toBe('login.tooManyAttempts');
    expect(locked.body.errors?.[0]?.message).toBe('登录尝试次数过多，请稍后再试。');
  });

  it('stops simultaneous failures from one address at its limit (8 in this suite)', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => passwordLogin(server, `crowd${i}@example.com`, 'x', { ip })),
    );
    expect(count(answers.map((a) => a.statusCode))).toEqual({ 401: 8, 429: 22 });
  });

  it('takes the address from X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i++) await passwordLogin(server, `forwarded${i}@example.com`, 'x', { ip });
    expect((await passwordLogin(server, 'forwarded@example.com', 'x', { ip })).statusCode).toBe(429);
    expect((await passwordLogin(server, 'forwarded@example.com', 'x', { ip: freshIp() })).statusCode).toBe(
      401,
    );
  });
});

describe.each(engines)('the per-address limit without a trusted proxy on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    const defaults = loadConfig({});
    expect(defaults.trustProxy).toBe(false);
    server = await startTestServer(engine, {
      auth: { ...defaults.auth, ipMaxFailures: 3, ipWindowSec: 900 },
    });
  });
  afterAll(() => server.close());

  it('ignores X-Forwarded-For, so a spoofed address does not start a fresh count', async () => {
    for (let i = 0; i < 3; i++) {
      const spoofed = await passwordLogin(server, `spoof${i}@example.com`, 'x', { ip: `203.0.113.${i + 1}` });
      expect(spoofed.statusCode).toBe(401);
    }
    const refused = await passwordLogin(server, 'spoof@example.com', 'x', { ip: '203.0.113.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'login.tooManyAttempts' });
  });
});
