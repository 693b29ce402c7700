import { sql } from 'kysely';
import { authCookie, DEMO_PASSWORD, GOLD, gql, passwordLogin, post } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';
import { signMemberQr } from './member-qr';

const QR = `query { memberQr { token expires_in } }`;
const ME = `{ me { phone } }`;
const SECRET = 'member-qr-test-secret-0123456789abcdef';

describe.each(oneEngine)('member QR login on %s', (engine) => {
  let server: TestServer;
  let gold = '';
  let goldId = '';
  let ipSeq = 0;
  const freshIp = () => `198.18.0.${++ipSeq}`;
  const exchange = (qr: unknown, ip = freshIp()) => post(server, '/api/auth/qr', { input: { qr } }, { ip });
  const issue = async () => {
    const { body } = await gql<{ memberQr: { token: string; expires_in: number } }>(
      server,
      QR,
      {},
      { cookie: gold },
    );
    expect(body.errors).toBeUndefined();
    return body.data!.memberQr;
  };

  beforeAll(async () => {
    // Injected requests come from 127.0.0.1: trusting it as the proxy lets each test pick its address.
    const defaults = loadConfig({ TRUST_PROXY: '127.0.0.1' });
    server = await startTestServer(engine, {
      trustProxy: defaults.trustProxy,
      auth: { ...defaults.auth, secret: SECRET },
    });
    const login = await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() });
    gold = authCookie(login).value;
    goldId = login.json().user.id;
  });
  afterAll(() => server.close());

  it('issues a 60-second QR only to a logged-in member', async () => {
    expect((await gql(server, QR)).code).toBe('login.unauthenticated');
    const qr = await issue();
    expect(qr.expires_in).toBe(60);
    expect(qr.token.split('.')).toHaveLength(3);
    expect((await issue()).token).not.toBe(qr.token);
  });

  it('exchanges a QR once for a token, the member and a session cookie', async () => {
    const qr = await issue();
    const response = await exchange(qr.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      expires_in: 900,
      token_type: 'Bearer',
      user: { id: goldId, phone: GOLD.phone, tier: { slug: 'gold' } },
    });
    const cookie = authCookie(response);
    expect(cookie.attributes).toBe('Max-Age=2419200; Path=/; HttpOnly; SameSite=Lax');
    expect((await gql(server, ME, {}, { cookie: cookie.value })).body.data).toEqual({
      me: { phone: GOLD.phone },
    });
    expect((await gql(server, ME, {}, { bearer: response.json().access_token })).body.data).toEqual({
      me: { phone: GOLD.phone },
    });

    const replay = await exchange(qr.token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'login.failed' });
    expect(replay.headers['set-cookie']).toBeUndefined();
  });

  it('lets only one of two kiosks posting the same QR at once in', async () => {
    const qr = await issue();
    const answers = await Promise.all([exchange(qr.token), exchange(qr.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('lets one of 30 kiosks posting the same QR at once in', async () => {
    const qr = await issue();
    const answers = await Promise.all(Array.from({ length: 30 }, () => exchange(qr.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(29).fill(401)]);
  });

  it('stops simultaneous bad codes from one address at the limit (20 by default)', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => exchange(`not-a-jwt-${i}`, ip)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(10).fill(429)]);
    // A good code from that address is refused too until the window passes.
    expect((await exchange((await issue()).token, ip)).json()).toMatchObject({
      code: 'login.tooManyAttempts',
    });
  });

  it('refuses an expired, forged or wrong kind of token', async () => {
    const nowSec = Math.floor(Date.now() / 1000);
    const expired = await signMemberQr(SECRET, goldId, nowSec - 61);
    const forged = await signMemberQr('another-secret-0123456789abcdef-xyz', goldId, nowSec);
    const access = (await passwordLogin(server, GOLD.phone, DEMO_PASSWORD, { ip: freshIp() })).json()
      .access_token;
    for (const token of [expired.token, forged.token, access, 'not-a-jwt']) {
      const response = await exchange(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'login.failed' });
    }
    // A QR code is not an access token either.
    expect((await gql(server, ME, {}, { bearer: (await issue()).token })).body.data).toEqual({ me: null });
    expect((await exchange('')).statusCode).toBe(400);
    expect((await exchange(42)).statusCode).toBe(400);
  });

  it('forgets used codes once they have expired', async () => {
    await sql`insert into member_qr_uses (jti, user_id, expires_at)
      values ('lapsed', ${goldId}, now() - interval '1 minute')`.execute(server.database.db);
    expect((await exchange((await issue()).token)).statusCode).toBe(200);
    const jtis = await server.database.db.selectFrom('member_qr_uses').select('jti').execute();
    expect(jtis.map((r) => r.jti)).not.toContain('lapsed');
  });
});
