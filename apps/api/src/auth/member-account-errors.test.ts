// The members' remaining rules (docs/product-rules.md, Members): an incomplete profile cannot book
// (member.emptyProfile), failed profile and password writes say so (profile.updateFailed,
// password.updateFailed), and refreshToken keeps a session alive past its original end.
import { toBranchLocal } from '@sabai/booking-rules';
import { sql } from 'kysely';
import { authCookie, BASIC, DEMO_PASSWORD, GOLD, gql, passwordLogin } from '../../test/auth-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { loadConfig } from '../config';

const PREBOOK = `mutation ($input: PrebookInput!) { prebook(input: $input) { booking_id is_bookable } }`;
const VERIFY = `mutation ($u: String!, $p: String!) { verifyPassword(username: $u, password: $p) { verified } }`;
const PROFILE = `mutation ($f: String!, $l: String!, $b: String!) {
  updateProfile(first_name: $f, last_name: $l, birthdate: $b) { first_name } }`;
const PASSWORD = `mutation ($c: String!, $p: String!, $pc: String!) {
  updatePassword(current_password: $c, password: $p, password_confirmation: $pc) { status } }`;
const REFRESH = `mutation { refreshToken { access_token expires_in session_expires_in } }`;
const ME = `{ me { phone } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(oneEngine)('members’ profile and session rules on %s', (engine) => {
  let server: TestServer;
  let ipSeq = 0;
  const db = () => server.database.db;
  const login = async (username: string) =>
    authCookie(await passwordLogin(server, username, DEMO_PASSWORD, { ip: `198.18.1.${++ipSeq}` })).value;
  const ahead = (days: number) => toBranchLocal(Date.now() + days * 86_400_000, 'Asia/Bangkok').date;
  const prebookAs = (cookie: string) =>
    gql(
      server,
      PREBOOK,
      {
        input: {
          guest_count: 1,
          branch_id: 'yuzen-sukhumvit',
          date_time: `${ahead(3)} 15:00:00`,
          treatments: JSON.stringify([{ no: 1, name: 'Niran', treatments: ['yu-locker-set', 'yu-thai-60'] }]),
          contact_name: 'Niran',
          contact_email: BASIC.email,
        },
      },
      { cookie },
    );

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
      auth: { ...loadConfig({}).auth, sessionTtlSec: 3 },
    });
  });
  afterAll(() => server.close());

  it('refuses prebook with member.emptyProfile while the member’s name is missing, and books once it is there', async () => {
    const cookie = await login(BASIC.phone);
    await sql`update users set last_name = '' where phone = ${BASIC.phone}`.execute(db());
    try {
      const refused = await prebookAs(cookie);
      expect(refused.code).toBe('member.emptyProfile');
      expect(refused.body.errors?.[0]?.message).toBe(
        'Please complete your profile (name and phone number) before booking.',
      );
    } finally {
      await sql`update users set last_name = 'Chaiyaporn' where phone = ${BASIC.phone}`.execute(db());
    }
    const booked = await prebookAs(cookie);
    expect(booked.body.errors).toBeUndefined();
    await sql`delete from capacity_holds`.execute(db());
    await sql`delete from bookings`.execute(db());
  });

  it('answers profile.updateFailed when the profile cannot be written, without the database’s words', async () => {
    const cookie = await login(GOLD.phone);
    await gql(server, VERIFY, { u: GOLD.phone, p: DEMO_PASSWORD }, { cookie, ip: `198.18.1.${++ipSeq}` });
    await sql`create or replace function refuse_user_write() returns trigger language plpgsql as $$
      begin raise exception 'disk quota exceeded on users'; end $$`.execute(db());
    await sql`create trigger refuse_user_write before update on users for each row execute function refuse_user_write()`.execute(
      db(),
    );
    try {
      const { code, body } = await gql(server, PROFILE, { f: 'Ploy', l: 'S', b: '1990-01-01' }, { cookie });
      expect(code).toBe('profile.updateFailed');
      expect(JSON.stringify(body)).not.toContain('disk quota');
    } finally {
      await sql`drop trigger refuse_user_write on users`.execute(db());
    }
  });

  it('answers password.updateFailed when the new password is the current one', async () => {
    const cookie = await login(GOLD.email);
    const { code } = await gql(
      server,
      PASSWORD,
      { c: DEMO_PASSWORD, p: DEMO_PASSWORD, pc: DEMO_PASSWORD },
      { cookie, ip: `198.18.1.${++ipSeq}` },
    );
    expect(code).toBe('password.updateFailed');
  });

  it('keeps a renewed session past its original end, and ends one that was not renewed', async () => {
    const renewed = await login(GOLD.phone);
    const idle = await login(GOLD.email);
    await sleep(2000);
    const refresh = await gql(server, REFRESH, {}, { cookie: renewed });
    expect(refresh.body.data).toMatchObject({ refreshToken: { expires_in: 900, session_expires_in: 3 } });
    expect(authCookie(refresh.response).attributes).toContain('Max-Age=3');
    await sleep(1500);
    // 3.5 s after both logins: past the 3 s they started with.
    expect((await gql(server, ME, {}, { cookie: renewed })).body.data).toEqual({ me: { phone: GOLD.phone } });
    expect((await gql(server, ME, {}, { cookie: idle })).body.data).toEqual({ me: null });
    expect((await gql(server, REFRESH, {}, { cookie: idle })).code).toBe('login.unauthenticated');
  });
});
