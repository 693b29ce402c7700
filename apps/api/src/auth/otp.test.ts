import { sql } from 'kysely';
import { authCookie, BASIC, gql, GOLD, lastSms, post } from '../../test/auth-client';
import { engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';

const ME = `{ me { phone } }`;

describe.each(engines)('one-time codes by SMS on %s', (engine) => {
  let server: TestServer;
  let ipSeq = 0;
  const freshIp = () => `192.0.2.${++ipSeq}`;
  const db = () => server.database.db;
  const ask = (username: string, purpose?: string) =>
    post(server, '/api/auth/otp/request', { username, ...(purpose ? { purpose } : {}) }, { ip: freshIp() });
  const verify = (input: Record<string, string>, ip = freshIp()) =>
    post(server, '/api/auth/otp/verify', { input }, { ip });
  /** Moves every code of a phone `seconds` into the past, as if that time had gone by. */
  const age = (phone: string, seconds: number) =>
    sql`update otp_codes set created_at = created_at - make_interval(secs => ${seconds}),
      expires_at = expires_at - make_interval(secs => ${seconds}) where phone = ${phone}`.execute(db());

  beforeAll(async () => {
    // Injected requests come from 127.0.0.1: trusting it as the proxy lets each test pick its address.
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from otp_codes`.execute(db());
    await sql`delete from outbox`.execute(db());
  });

  it('sends a 6-digit code by SMS through the outbox and logs the member in with it, once', async () => {
    const response = await ask('081-234-5678');
    expect(response.statusCode).toBe(200);
    const { ref_code } = response.json();
    expect(ref_code).toMatch(/^[A-Z2-9]{4}$/);
    const sms = await lastSms(server, GOLD.phone);
    expect(sms).toMatchObject({ channel: 'sms', recipient: GOLD.phone, ref: ref_code });
    expect(sms?.code).toMatch(/^\d{6}$/);
    expect(sms?.body).toContain('Yuzen');
    const row = await db().selectFrom('otp_codes').selectAll().executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(sms?.code);

    const login = await verify({ username: GOLD.phone, ref_code, code: sms?.code ?? '' });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ token_type: 'Bearer', user: { phone: GOLD.phone } });
    const { body } = await gql(server, ME, {}, { cookie: authCookie(login).value });
    expect(body.data).toEqual({ me: { phone: GOLD.phone } });
    const again = await verify({ username: GOLD.phone, ref_code, code: sms?.code ?? '' });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'otp.invalid', message: 'OTP invalid or expired' });
  });

  it('answers an unknown phone the same way, but sends nothing and logs nobody in', async () => {
    const response = await ask('0611111111');
    expect(response.statusCode).toBe(200);
    expect(response.json().ref_code).toMatch(/^[A-Z2-9]{4}$/);
    expect(await db().selectFrom('outbox').selectAll().execute()).toHaveLength(0);
    const login = await verify({
      username: '0611111111',
      ref_code: response.json().ref_code,
      code: '123456',
    });
    expect(login.json()).toMatchObject({ code: 'otp.invalid' });
  });

  it('allows 5 tries per code: the right code after 5 wrong ones is refused', async () => {
    const { ref_code } = (await ask(BASIC.phone)).json();
    const sms = await lastSms(server, BASIC.phone);
    const wrong = sms?.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await verify({ username: BASIC.phone, ref_code, code: wrong })).statusCode).toBe(401);
    }
    const right = await verify({ username: BASIC.phone, ref_code, code: sms?.code ?? '' });
    expect(right.statusCode).toBe(401);
    const row = await db()
      .selectFrom('otp_codes')
      .select(['attempts', 'consumed_at'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: 5, consumed_at: null });
  });

  it('counts 30 simultaneous wrong codes as 5 tries, after which the right code is refused', async () => {
    const { ref_code } = (await ask(BASIC.phone)).json();
    const sms = await lastSms(server, BASIC.phone);
    const wrong = sms?.code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => verify({ username: BASIC.phone, ref_code, code: wrong })),
    );
    expect(answers.every((a) => a.json().code === 'otp.invalid')).toBe(true);
    const row = await db().selectFrom('otp_codes').select('attempts').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await verify({ username: BASIC.phone, ref_code, code: sms?.code ?? '' })).statusCode).toBe(401);
  });

  it('lets one of 30 simultaneous tries with the right code in', async () => {
    const { ref_code } = (await ask(GOLD.phone)).json();
    const code = (await lastSms(server, GOLD.phone))?.code ?? '';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => verify({ username: GOLD.phone, ref_code, code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(29).fill(401)]);
  });

  it('keeps a code valid for 5 minutes', async () => {
    const { ref_code } = (await ask(BASIC.phone)).json();
    const sms = await lastSms(server, BASIC.phone);
    const row = await db()
      .selectFrom('otp_codes')
      .select(sql<number>`extract(epoch from expires_at - created_at)`.as('ttl'))
      .executeTakeFirstOrThrow();
    expect(Number(row.ttl)).toBe(300);
    await age(BASIC.phone, 301);
    const late = await verify({ username: BASIC.phone, ref_code, code: sms?.code ?? '' });
    expect(late.json()).toMatchObject({ code: 'otp.invalid' });
  });

  it('lets a phone ask once per 60 seconds and 5 times per hour, known or not', async () => {
    for (const phone of [GOLD.phone, '0622222222']) {
      expect((await ask(phone)).statusCode).toBe(200);
      const soon = await ask(phone);
      expect(soon.statusCode).toBe(429);
      expect(soon.json()).toMatchObject({ code: 'otp.tooSoon' });
      expect(Number(soon.headers['retry-after'])).toBeGreaterThan(55);
      expect(soon.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);
      for (let i = 2; i <= 5; i++) {
        await age(phone, 61);
        expect((await ask(phone)).statusCode).toBe(200);
      }
      await age(phone, 61);
      const sixth = await ask(phone);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toMatchObject({ code: 'otp.tooMany' });
      // An hour after the first, asking works again.
      await age(phone, 3600 - 4 * 61);
      expect((await ask(phone)).statusCode).toBe(200);
    }
    expect(await db().selectFrom('outbox').selectAll().execute()).toHaveLength(6);
  });

  it('lets only one of two simultaneous requests for a phone through', async () => {
    const answers = await Promise.all([ask(GOLD.phone), ask(GOLD.phone)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(await db().selectFrom('outbox').selectAll().execute()).toHaveLength(1);
  });

  it('refuses a number that is not a Thai mobile, naming the field', async () => {
    const response = await ask('12345');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid', field: 'username' });
  });

  it('takes a code for one purpose only', async () => {
    const { ref_code } = (await ask(GOLD.phone, 'recover')).json();
    const sms = await lastSms(server, GOLD.phone);
    expect((await verify({ username: GOLD.phone, ref_code, code: sms?.code ?? '' })).statusCode).toBe(401);
  });

  it('counts wrong codes towards the per-address limit', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await verify({ username: GOLD.phone, ref_code: 'ABCD', code: '123456' }, ip);
    const refused = await verify({ username: GOLD.phone, ref_code: 'ABCD', code: '123456' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'login.tooManyAttempts' });
  });

  it('stops 30 simultaneous wrong codes from one address at the limit (20 by default)', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        verify({ username: GOLD.phone, ref_code: 'ABCD', code: '123456' }, ip),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);
  });
});
