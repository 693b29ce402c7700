// Staff sign-in (docs/api.md, Staff API): the cookie, refusals that read alike, the members' lock counted
// under staff names, TOTP with recovery codes, logout, and a deactivated account stopping at once.
import { generate, generateSecret } from 'otplib';
import { authCookie, DEMO_PASSWORD, GOLD, passwordLogin } from '../../test/auth-client';
import {
  createStaff,
  DEMO_STAFF_PASSWORD,
  OWNER,
  staffCookie,
  staffGql,
  staffSignIn,
  staffSignOut,
  SUKHUMVIT_DESK,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';

const ME = `{ staffMe { id email totp_enabled grants { role brand_ids branch_ids } } }`;
const BRANCHES = `{ staffBranches { id brand_id } }`;
const BEGIN = `mutation { staffTotpBegin { otpauth_url qr_data_url } }`;
const CONFIRM = `mutation ($code: String!) { staffTotpConfirm(code: $code) }`;
const PASSWORD = 'Desk-Password-1';

describe.each(oneEngine)('staff sign-in on %s', (engine) => {
  let server: TestServer;
  let ipSeq = 0;
  const ip = () => `198.18.7.${++ipSeq}`;
  const signIn = async (email: string, password = PASSWORD, code?: string) =>
    staffSignIn(server, { email, password, ...(code === undefined ? {} : { code }) }, { ip: ip() });
  const cookieOf = async (email: string, password = PASSWORD) =>
    staffCookie(await signIn(email, password)).value;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
  });
  afterAll(() => server.close());

  it('signs in with e-mail and password: the staff answer and an HttpOnly, SameSite=Strict cookie', async () => {
    const response = await signIn(' Owner@Example.com ', DEMO_STAFF_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().staff).toMatchObject({
      email: OWNER,
      totp_enabled: false,
      grants: [{ role: 'owner', brand_ids: [], branch_ids: [] }],
    });
    const cookie = staffCookie(response);
    expect(cookie.attributes).toBe('Path=/; HttpOnly; SameSite=Strict');
    const me = await staffGql(server, ME, {}, { staff: cookie.value });
    expect(me.body.data?.staffMe).toMatchObject({ email: OWNER });
    const secure = await staffSignIn(
      server,
      { email: SUKHUMVIT_DESK, password: DEMO_STAFF_PASSWORD },
      { ip: ip(), headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(staffCookie(secure).attributes).toBe('Path=/; HttpOnly; SameSite=Strict; Secure');
  });

  it('refuses a wrong password, an unknown e-mail and an inactive account alike (401 login.failed)', async () => {
    const inactive = await createStaff(
      server,
      { role: 'branch_staff', branch_id: 'yuzen-sukhumvit' },
      PASSWORD,
    );
    await server.database.db
      .updateTable('staff_accounts')
      .set({ active: false })
      .where('id', '=', inactive.id)
      .execute();
    for (const response of [
      await signIn(OWNER, 'wrong password'),
      await signIn('nobody@example.com', PASSWORD),
      await signIn(inactive.email, PASSWORD),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('login.failed');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('locks the name after five failures in a row, counted atomically, and keeps members apart', async () => {
    const desk = await createStaff(server, { role: 'branch_staff', branch_id: 'yuzen-sukhumvit' }, PASSWORD);
    const tries = await Promise.all(Array.from({ length: 7 }, () => signIn(desk.email, 'wrong password')));
    const codes = tries.map((r) => r.json().code).sort();
    expect(codes).toEqual(
      [...Array(5).fill('login.failed'), ...Array(2).fill('login.tooManyAttempts')].sort(),
    );
    const right = await signIn(desk.email, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('login.tooManyAttempts');
    // The same e-mail as a member's name is another count.
    const keys = await server.database.db.selectFrom('login_attempts').select('key').execute();
    expect(keys.map((k) => k.key)).toEqual(
      expect.arrayContaining([`staff:name:${desk.email}`, `staff:account:${desk.id}`]),
    );
    expect(keys.map((k) => k.key)).not.toContain(`name:${desk.email}`);
    expect((await passwordLogin(server, GOLD.email, DEMO_PASSWORD, { ip: ip() })).statusCode).toBe(200);
  });

  it('enrols TOTP, then asks for the code: missing, wrong, right, and a recovery code once', async () => {
    const admin = await createStaff(server, { role: 'brand_admin', brand_id: 'yuzen' }, PASSWORD);
    const cookie = await cookieOf(admin.email);
    const begun = await staffGql<{ staffTotpBegin: { otpauth_url: string; qr_data_url: string } }>(
      server,
      BEGIN,
      {},
      { staff: cookie },
    );
    const setup = begun.body.data!.staffTotpBegin;
    expect(setup.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const secret = new URL(setup.otpauth_url).searchParams.get('secret')!;
    expect((await staffGql(server, CONFIRM, { code: '000000' }, { staff: cookie })).code).toBe('otp.invalid');
    const confirmed = await staffGql<{ staffTotpConfirm: string[] }>(
      server,
      CONFIRM,
      { code: await generate({ secret }) },
      { staff: cookie },
    );
    const recovery = confirmed.body.data!.staffTotpConfirm;
    expect(recovery).toHaveLength(10);
    expect((await staffGql(server, BEGIN, {}, { staff: cookie })).code).toBe('staff.totpEnabled');

    const missing = await signIn(admin.email);
    expect([missing.statusCode, missing.json().code]).toEqual([401, 'staff.codeRequired']);
    const wrong = await signIn(admin.email, PASSWORD, '000000');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'otp.invalid']);
    const withWrongPassword = await signIn(admin.email, 'wrong password', await generate({ secret }));
    expect(withWrongPassword.json().code).toBe('login.failed');
    const code = await generate({ secret });
    const right = await signIn(admin.email, PASSWORD, code);
    expect(right.statusCode).toBe(200);
    expect(right.json().staff.totp_enabled).toBe(true);
    // The same code does not sign in twice.
    const replayed = await signIn(admin.email, PASSWORD, code);
    expect([replayed.statusCode, replayed.json().code]).toEqual([401, 'otp.invalid']);
    const once = await signIn(admin.email, PASSWORD, recovery[0]!.toUpperCase());
    expect(once.statusCode).toBe(200);
    const twice = await signIn(admin.email, PASSWORD, recovery[0]!);
    expect([twice.statusCode, twice.json().code]).toEqual([401, 'otp.invalid']);
  });

  it('counts wrong codes towards the lock, and asking again without a code never resets the count', async () => {
    const admin = await createStaff(server, { role: 'brand_admin', brand_id: 'yuzen' }, PASSWORD);
    const secret = generateSecret();
    await server.database.db
      .updateTable('staff_accounts')
      .set({ totp_secret: secret, totp_enabled: true })
      .where('id', '=', admin.id)
      .execute();
    const answers: string[] = [];
    for (const code of [undefined, '000000', undefined, '000000', undefined])
      answers.push((await signIn(admin.email, PASSWORD, code)).json().code);
    expect(answers).toEqual([
      'staff.codeRequired',
      'otp.invalid',
      'staff.codeRequired',
      'otp.invalid',
      'staff.codeRequired',
    ]);
    const right = await signIn(admin.email, PASSWORD, await generate({ secret }));
    expect(right.json().code).toBe('login.tooManyAttempts');
  });

  it('ends the session at logout (revoked in the database) and clears the cookie', async () => {
    const cookie = await cookieOf(SUKHUMVIT_DESK, DEMO_STAFF_PASSWORD);
    const out = await staffSignOut(server, { staff: cookie });
    expect(out.statusCode).toBe(204);
    expect(out.headers['set-cookie']).toMatch(/^sabai_staff=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict/);
    expect((await staffGql(server, ME, {}, { staff: cookie })).body.data?.staffMe).toBeNull();
    expect((await staffGql(server, BRANCHES, {}, { staff: cookie })).code).toBe('login.unauthenticated');
    const [sessionId] = cookie.split('.');
    const row = await server.database.db
      .selectFrom('staff_sessions')
      .select('revoked_at')
      .where('id', '=', sessionId!)
      .executeTakeFirstOrThrow();
    expect(row.revoked_at).not.toBeNull();
  });

  it('stops a deactivated account at its next request', async () => {
    const desk = await createStaff(server, { role: 'branch_staff', branch_id: 'yuzen-sukhumvit' }, PASSWORD);
    const cookie = await cookieOf(desk.email);
    expect((await staffGql(server, BRANCHES, {}, { staff: cookie })).body.data).toEqual({
      staffBranches: [{ id: 'yuzen-sukhumvit', brand_id: 'yuzen' }],
    });
    await server.database.db
      .updateTable('staff_accounts')
      .set({ active: false })
      .where('id', '=', desk.id)
      .execute();
    expect((await staffGql(server, BRANCHES, {}, { staff: cookie })).code).toBe('login.unauthenticated');
    await server.database.db
      .updateTable('staff_accounts')
      .set({ active: true })
      .where('id', '=', desk.id)
      .execute();
    // The session was revoked, not only refused: reactivating the account does not bring it back.
    expect((await staffGql(server, BRANCHES, {}, { staff: cookie })).code).toBe('login.unauthenticated');
  });

  it('keeps the endpoints apart: /graphql ignores a staff cookie and has no staff operation', async () => {
    const staff = await cookieOf(OWNER, DEMO_STAFF_PASSWORD);
    const customer = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', 'content-type': 'application/json', cookie: `sabai_staff=${staff}` },
      payload: JSON.stringify({ query: '{ me { phone } }' }),
    });
    expect(customer.json()).toEqual({ data: { me: null } });
    const staffOnly = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { host: 'localhost', 'content-type': 'application/json', cookie: `sabai_staff=${staff}` },
      payload: JSON.stringify({ query: '{ staffMe { id } }' }),
    });
    expect(staffOnly.json().errors[0].extensions.code).toBe('request.invalid');
    // And the member's cookie gives nothing at /admin/graphql.
    const member = authCookie(await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: ip() })).value;
    expect((await staffGql(server, ME, {}, { cookie: member })).body.data?.staffMe).toBeNull();
  });

  it('refuses a staff call from another site (CSRF) and a form post', async () => {
    const cookie = await cookieOf(OWNER, DEMO_STAFF_PASSWORD);
    const crossSite = await staffGql(
      server,
      ME,
      {},
      { staff: cookie, headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.response.statusCode).toBe(403);
    const form = await staffGql(server, ME, {}, { staff: cookie, headers: { 'content-type': 'text/plain' } });
    expect(form.response.statusCode).toBe(415);
  });
});

describe.each(oneEngine)('staff session idle timeout on %s', (engine) => {
  let server: TestServer;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    server = await startTestServer(engine, { auth: { ...loadConfig({}).auth, staffIdleSec: 3 } });
  });
  afterAll(() => server.close());

  it('slides with each request and ends after the idle time without one', async () => {
    const cookie = staffCookie(
      await staffSignIn(server, { email: SUKHUMVIT_DESK, password: DEMO_STAFF_PASSWORD }),
    ).value;
    for (let i = 0; i < 2; i++) {
      await sleep(2000);
      expect((await staffGql(server, ME, {}, { staff: cookie })).body.data?.staffMe).not.toBeNull();
    }
    await sleep(3500);
    expect((await staffGql(server, ME, {}, { staff: cookie })).body.data?.staffMe).toBeNull();
  });
});
