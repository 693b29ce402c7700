// Login via a wellness membership against the sandbox provider (docs/product-rules.md, Members; docs/api.md,
// Wellness login): linking by verified e-mail or phone, a newcomer confirming their details, and the
// callback's refusals (refused consent, provider error, a state this browser did not start).
import { sql } from 'kysely';
import { authCookie, BASIC, gql, GOLD } from '../../../test/auth-client';
import { oneEngine } from '../../../test/test-database';
import type { TestServer } from '../../../test/test-server';
import { cookieOf, startListeningServer, wellnessBrowser } from './wellness-test-kit';

const ME = `{ me { email phone first_name } }`;

describe.each(oneEngine)('login via a wellness membership on %s', (engine) => {
  let server: TestServer;
  let browser: ReturnType<typeof wellnessBrowser>;
  const db = () => server.database.db;
  const links = () => sql<{ n: number }>`select count(*)::int as n from wellness_links`.execute(db());
  const meWith = async (cookie: string) => (await gql(server, ME, {}, { cookie })).body.data?.['me'];

  beforeAll(async () => {
    const started = await startListeningServer(engine);
    server = started.server;
    browser = wellnessBrowser(server, started.providerHost);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from wellness_links`.execute(db());
    await sql`delete from users where email = 'mali.wellness@example.com'`.execute(db());
  });

  it('names the brand’s provider for the login page', async () => {
    const { body } = await gql(server, `{ wellnessProvider { name start_url } }`);
    expect(body.data).toEqual({
      wellnessProvider: { name: 'Wellness Club', start_url: '/api/auth/wellness/start' },
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce, and shows the consent page', async () => {
    const { response, flow, authorize } = await browser.start();
    expect(response.statusCode).toBe(303);
    expect(authorize.pathname).toBe('/sandbox/wellness/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBe(flow);
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    const consent = await server.app.inject({
      method: 'GET',
      url: `${authorize.pathname}${authorize.search}`,
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.body).toContain('Refuse');
  });

  it('links by verified e-mail the first time, then logs straight in by the link', async () => {
    const first = await browser.login('allow', 'gold');
    expect(first.response.statusCode).toBe(303);
    expect(first.response.headers.location).toBe('/book/checkout');
    expect(await meWith(authCookie(first.response).value)).toMatchObject({ email: GOLD.email });
    expect((await links()).rows[0]?.n).toBe(1);
    // The link now decides, whatever the member's e-mail becomes.
    await sql`update users set email = 'gold.moved@example.com' where phone = ${GOLD.phone}`.execute(db());
    try {
      const second = await browser.login('allow', 'gold');
      expect(await meWith(authCookie(second.response).value)).toMatchObject({ phone: GOLD.phone });
    } finally {
      await sql`update users set email = ${GOLD.email} where phone = ${GOLD.phone}`.execute(db());
    }
  });

  it('links by a verified phone and never by an unverified e-mail', async () => {
    const { response } = await browser.login('allow', 'basic-phone');
    expect(await meWith(authCookie(response).value)).toMatchObject({ phone: BASIC.phone });
  });

  it('asks a newcomer to confirm their details, then makes and links the member', async () => {
    const { response, flow } = await browser.login('allow', 'newcomer', '/book/contact');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/member/wellness?return=%2Fbook%2Fcontact');
    expect(cookieOf(response, 'isbs_auth_token')).toBeUndefined();
    const cookie = `sabai_wellness=${flow}`;
    const pending = await browser.get('/api/auth/wellness/pending', cookie);
    expect(pending.json()).toMatchObject({
      provider: 'Wellness Club',
      first_name: 'Mali',
      email: 'mali.wellness@example.com',
      phone: '',
    });
    const details = {
      prefix: 'Miss',
      first_name: 'Mali',
      last_name: 'Jaidee',
      phone: '0915550123',
      email: 'mali.wellness@example.com',
    };
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/wellness/confirm',
      headers: { host: 'localhost', 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ input: details }),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ token_type: 'Bearer', return_path: '/book/contact' });
    expect(await meWith(authCookie(confirmed).value)).toMatchObject({
      first_name: 'Mali',
      phone: '0915550123',
    });
    const again = await browser.login('allow', 'newcomer');
    expect(again.response.headers.location).toBe('/book/checkout');
    expect(await meWith(authCookie(again.response).value)).toMatchObject({ phone: '0915550123' });
  });

  it('verifies a logged-in member who confirms again at the provider, without a new session', async () => {
    const first = await browser.login('allow', 'gold');
    const token = authCookie(first.response).value;
    const VERIFIED = `{ me { verified } }`;
    const before = await gql(server, VERIFIED, {}, { cookie: token });
    expect(before.body.data?.['me']).toEqual({ verified: false });
    const both = (flow: string) => `sabai_wellness=${flow}; isbs_auth_token=${token}`;

    const refused = await browser.start('/member/profile');
    const denied = await browser.decide(refused.authorize, 'deny', 'gold');
    const back = await browser.get(`${denied.pathname}${denied.search}`, both(refused.flow));
    // A refusal returns to the verify form, which a logged-in member may open, with its message.
    expect(back.headers.location).toBe('/member/login?wellness=wellness.refused&verify=%2Fmember%2Fprofile');

    const again = await browser.start('/member/profile');
    const allowed = await browser.decide(again.authorize, 'allow', 'gold');
    const confirmed = await browser.get(`${allowed.pathname}${allowed.search}`, both(again.flow));
    expect(confirmed.headers.location).toBe('/member/profile');
    expect(cookieOf(confirmed, 'isbs_auth_token')).toBeUndefined();
    const after = await gql(server, VERIFIED, {}, { cookie: token });
    expect(after.body.data?.['me']).toEqual({ verified: true });
  });

  it('refuses a newcomer’s details that belong to another member', async () => {
    const { flow } = await browser.login('allow', 'newcomer');
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/auth/wellness/confirm',
      headers: { host: 'localhost', 'content-type': 'application/json', cookie: `sabai_wellness=${flow}` },
      payload: JSON.stringify({
        input: {
          prefix: 'Miss',
          first_name: 'Mali',
          last_name: 'J',
          phone: GOLD.phone,
          email: 'mali.wellness@example.com',
        },
      }),
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'register.duplicate' });
  });

  it.each([
    ['a refused consent', 'deny', 'wellness.refused'],
    ['a provider error', 'fail', 'wellness.failed'],
  ] as const)('brings %s back to the login page with its code', async (_, decision, code) => {
    const { response } = await browser.login(decision);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/member/login?wellness=${code}&return=%2Fbook%2Fcheckout`);
    expect(cookieOf(response, 'isbs_auth_token')).toBeUndefined();
    expect((await links()).rows[0]?.n).toBe(0);
  });

  it('refuses a callback whose state this browser did not start, and keeps the real login usable', async () => {
    const { flow, authorize } = await browser.start();
    const back = await browser.decide(authorize, 'allow', 'gold');
    const forged = await browser.callback(back, 'someone-elses-state');
    expect(forged.headers.location).toBe('/member/login?wellness=wellness.failed');
    expect(cookieOf(forged, 'isbs_auth_token')).toBeUndefined();
    const unknown = new URL(back);
    unknown.searchParams.set('state', 'never-started');
    expect((await browser.callback(unknown, 'never-started')).headers.location).toBe(
      '/member/login?wellness=wellness.failed',
    );
    const real = await browser.callback(back, flow);
    expect(real.headers.location).toBe('/book/checkout');
  });

  it('takes each state once: a replayed callback is refused', async () => {
    const { back, flow } = await browser.login('allow', 'gold');
    const replay = await browser.callback(back, flow);
    expect(replay.headers.location).toBe('/member/login?wellness=wellness.failed');
  });

  it('answers garbage with a coded 4xx', async () => {
    const noState = await browser.get('/api/auth/wellness/callback?code=x');
    expect(noState.statusCode).toBe(400);
    expect(noState.json()).toMatchObject({ code: 'request.invalid' });
    const noPending = await browser.get('/api/auth/wellness/pending');
    expect(noPending.statusCode).toBe(400);
    expect(noPending.json()).toMatchObject({ code: 'wellness.expired' });
  });
});
