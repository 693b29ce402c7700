import { sql } from 'kysely';
import {
  authCookie,
  BASIC,
  DEMO_PASSWORD,
  gql,
  GOLD,
  lastSms,
  passwordLogin,
  post,
} from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';

const USER = `id prefix first_name last_name gender birthdate email phone is_subscribe verified tier { slug }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) {
  access_token expires_in token_type user { ${USER} } } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { status message } }`;
const VERIFY = `mutation ($u: String!, $p: String!) { verifyPassword(username: $u, password: $p) { verified user { verified } } }`;
const PROFILE = `mutation ($f: String!, $l: String!, $b: String!) {
  updateProfile(first_name: $f, last_name: $l, birthdate: $b) { first_name last_name birthdate verified } }`;
const PASSWORD = `mutation ($c: String!, $p: String!, $pc: String!) {
  updatePassword(current_password: $c, password: $p, password_confirmation: $pc) { status message } }`;
const ME = `{ me { phone verified } }`;

describe.each(oneEngine)('registration, recovery and the member account on %s', (engine) => {
  let server: TestServer;
  let ipSeq = 0;
  const freshIp = () => `198.18.0.${++ipSeq}`;
  const db = () => server.database.db;
  const codeFor = async (phone: string, purpose: string) => {
    const response = await post(
      server,
      '/api/auth/otp/request',
      { username: phone, purpose },
      { ip: freshIp() },
    );
    expect(response.statusCode).toBe(200);
    const sms = await lastSms(server, phone);
    return { ref_code: response.json().ref_code as string, code: sms?.code ?? '' };
  };
  const login = async (username: string, password = DEMO_PASSWORD) =>
    authCookie(await passwordLogin(server, username, password, { ip: freshIp() })).value;
  const newcomer = {
    prefix: 'Miss',
    first_name: 'Malee',
    last_name: 'Dee',
    password: 'Onsen-lover-9',
    password_confirmation: 'Onsen-lover-9',
    birthdate: '1999-12-31',
    phone: '091-555-0101',
    email: 'Malee@Example.com',
    is_subscribe: true,
  };

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
    await sql`delete from users where phone = '0915550101'`.execute(db());
  });

  it('registers with a code sent by SMS and logs the new member in', async () => {
    const code = await codeFor('0915550101', 'register');
    const { body, response } = await gql(server, REGISTER, { input: { ...newcomer, ...code } });
    expect(body.errors).toBeUndefined();
    expect(body.data).toMatchObject({
      register: {
        expires_in: 900,
        token_type: 'Bearer',
        user: {
          prefix: 'Miss',
          first_name: 'Malee',
          gender: 'female',
          birthdate: '1999-12-31',
          email: 'malee@example.com',
          phone: '0915550101',
          is_subscribe: true,
          tier: { slug: 'basic' },
        },
      },
    });
    const me = await gql(server, ME, {}, { cookie: authCookie(response).value });
    expect(me.body.data).toEqual({ me: { phone: '0915550101', verified: false } });
    const row = await db()
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', '0915550101')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(
      (await passwordLogin(server, 'malee@example.com', 'Onsen-lover-9', { ip: freshIp() })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong code, then takes the right one', async () => {
    const code = await codeFor('0915550101', 'register');
    const wrong = code.code === '000000' ? '111111' : '000000';
    const refused = await gql(server, REGISTER, { input: { ...newcomer, ...code, code: wrong } });
    expect(refused.code).toBe('otp.invalid');
    expect((await gql(server, REGISTER, { input: { ...newcomer, ...code } })).body.errors).toBeUndefined();
  });

  it('says a phone or e-mail is already registered, with the way out', async () => {
    const taken = await post(server, '/api/auth/otp/request', { username: GOLD.phone, purpose: 'register' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'register.duplicate' });
    const code = await codeFor('0915550101', 'register');
    const { code: errorCode, body } = await gql(server, REGISTER, {
      input: { ...newcomer, ...code, email: 'GOLD@example.com' },
    });
    expect(errorCode).toBe('register.duplicate');
    expect(body.errors?.[0]?.message).toBe(
      'This phone number or e-mail is already registered. Please log in, or reset your password if you have forgotten it.',
    );
    // The refused registration did not use the code up.
    expect((await gql(server, REGISTER, { input: { ...newcomer, ...code } })).body.errors).toBeUndefined();
  });

  it.each([
    ['password_confirmation', { password_confirmation: 'Onsen-lover-8' }],
    ['password', { password: 'short', password_confirmation: 'short' }],
    ['birthdate', { birthdate: '2542-01-01' }],
    ['phone', { phone: '02-123-4567' }],
    ['prefix', { prefix: 'Dr.' }],
  ])('refuses a bad %s, naming it', async (field, change) => {
    const { code, body } = await gql(server, REGISTER, {
      input: { ...newcomer, ref_code: 'ABCD', code: '123456', ...change },
    });
    expect(code).toBe('request.invalid');
    expect(body.errors?.[0]?.extensions).toMatchObject({ field });
  });

  it('resets a password with a recovery code; old sessions end and a lock is lifted', async () => {
    const old = await login(BASIC.phone);
    await sql`insert into login_attempts (key, attempts, locked_until)
      select 'account:' || id, 5, now() + interval '10 minutes' from users where phone = ${BASIC.phone}`.execute(
      db(),
    );
    const code = await codeFor(BASIC.phone, 'recover');
    const input = {
      username: BASIC.phone,
      ...code,
      password: 'New-pass-2026',
      password_confirmation: 'New-pass-2026',
    };
    const { body } = await gql(server, RESET, { input });
    expect(body.data).toEqual({ resetPassword: { status: true, message: expect.any(String) } });
    expect((await gql(server, ME, {}, { cookie: old })).body.data).toEqual({ me: null });
    expect((await passwordLogin(server, BASIC.phone, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(401);
    expect((await passwordLogin(server, BASIC.phone, 'New-pass-2026', { ip: freshIp() })).statusCode).toBe(
      200,
    );
    expect((await gql(server, RESET, { input })).code).toBe('otp.invalid');
    // Back to the demo password with a second code (the 60-second wait skipped by forgetting the first).
    await sql`delete from otp_codes`.execute(db());
    await gql(server, RESET, {
      input: {
        ...input,
        ...(await codeFor(BASIC.phone, 'recover')),
        password: DEMO_PASSWORD,
        password_confirmation: DEMO_PASSWORD,
      },
    });
  });

  it('verifies the password again for the verified pages, and only the member’s own', async () => {
    const session = await login(GOLD.email);
    expect((await gql(server, ME, {}, { cookie: session })).body.data).toEqual({
      me: { phone: GOLD.phone, verified: false },
    });
    const other = await gql(
      server,
      VERIFY,
      { u: BASIC.phone, p: DEMO_PASSWORD },
      { cookie: session, ip: freshIp() },
    );
    expect(other.code).toBe('login.failed');
    // Another member's name is not even tried: wrong guesses at it from here lock nobody.
    for (let i = 0; i < 6; i += 1)
      await gql(server, VERIFY, { u: BASIC.phone, p: `guess-${i}` }, { cookie: session, ip: freshIp() });
    expect((await passwordLogin(server, BASIC.phone, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
    const wrong = await gql(
      server,
      VERIFY,
      { u: GOLD.phone, p: 'nope-nope' },
      { cookie: session, ip: freshIp() },
    );
    expect(wrong.code).toBe('login.failed');
    const { body } = await gql(
      server,
      VERIFY,
      { u: GOLD.phone, p: DEMO_PASSWORD },
      { cookie: session, ip: freshIp() },
    );
    expect(body.data).toEqual({ verifyPassword: { verified: true, user: { verified: true } } });
    expect((await gql(server, ME, {}, { cookie: session })).body.data).toEqual({
      me: { phone: GOLD.phone, verified: true },
    });
    // Fifteen minutes on, the check has lapsed.
    await sql`update auth_sessions set verified_until = now() - interval '1 second' where id = ${session.split('.')[0]}`.execute(
      db(),
    );
    expect((await gql(server, ME, {}, { cookie: session })).body.data).toEqual({
      me: { phone: GOLD.phone, verified: false },
    });
    expect((await gql(server, VERIFY, { u: GOLD.phone, p: DEMO_PASSWORD })).code).toBe(
      'login.unauthenticated',
    );
  });

  it('updates the profile in a verified session only', async () => {
    const session = await login(GOLD.phone);
    const change = { f: 'Ploypailin', l: 'Suksawat', b: '1988-04-13' };
    expect((await gql(server, PROFILE, change, { cookie: session })).code).toBe('login.notVerified');
    await gql(server, VERIFY, { u: GOLD.phone, p: DEMO_PASSWORD }, { cookie: session, ip: freshIp() });
    const { body } = await gql(server, PROFILE, change, { cookie: session });
    expect(body.data).toEqual({
      updateProfile: {
        first_name: 'Ploypailin',
        last_name: 'Suksawat',
        birthdate: '1988-04-13',
        verified: true,
      },
    });
    const bad = await gql(server, PROFILE, { ...change, b: '2999-01-01' }, { cookie: session });
    expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: 'request.invalid', field: 'birthdate' });
    await gql(server, PROFILE, { f: 'Ploy', l: 'Suksawat', b: '1988-04-12' }, { cookie: session });
    expect((await gql(server, PROFILE, change)).code).toBe('login.unauthenticated');
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const session = await login(BASIC.email);
    const elsewhere = await login(BASIC.phone);
    const wrong = await gql(
      server,
      PASSWORD,
      { c: 'not-it-at-all', p: 'Another-2026', pc: 'Another-2026' },
      { cookie: session },
    );
    expect(wrong.code).toBe('login.wrongPassword');
    expect(wrong.body.errors?.[0]?.message).toBe('Wrong password');
    const mismatch = await gql(
      server,
      PASSWORD,
      { c: DEMO_PASSWORD, p: 'Another-2026', pc: 'Another-2027' },
      { cookie: session },
    );
    expect(mismatch.body.errors?.[0]?.extensions).toMatchObject({ field: 'password_confirmation' });
    const { body } = await gql(
      server,
      PASSWORD,
      { c: DEMO_PASSWORD, p: 'Another-2026', pc: 'Another-2026' },
      { cookie: session },
    );
    expect(body.data).toEqual({
      updatePassword: { status: true, message: 'Your password has been changed.' },
    });
    expect((await gql(server, ME, {}, { cookie: session })).body.data).toMatchObject({
      me: { phone: BASIC.phone },
    });
    expect((await gql(server, ME, {}, { cookie: elsewhere })).body.data).toEqual({ me: null });
    await gql(
      server,
      PASSWORD,
      { c: 'Another-2026', p: DEMO_PASSWORD, pc: DEMO_PASSWORD },
      { cookie: session },
    );
    expect((await passwordLogin(server, BASIC.phone, DEMO_PASSWORD, { ip: freshIp() })).statusCode).toBe(200);
  });
});
