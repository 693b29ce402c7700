// Corrections and data rights at the desk (docs/product-rules.md, Members at the desk): a brand admin moves a
// member's wallet and points with a reason (ledger and audit rows, never below 0), exports the member's data and
// erases the member, who can then neither sign in nor be found, while the bookings and ledgers stay. Branch staff
// can do none of it, and a refusal writes nothing.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import { loadConfig } from '../config';
import { passwordLogin } from '../../test/auth-client';
import { aPaidBooking, dayAhead } from '../../test/desk-bookings';
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const BRANCH = 'yuzen-sukhumvit';
const ADJUST = `mutation ($input: MemberAdjustmentInput!) { adjustMemberFunds(input: $input) {
  wallet_balance points ledger { entries { amount reason note staff_name } } } }`;
const EXPORT = `query ($id: ID!, $branch: ID!) { memberDataExport(id: $id, branch_id: $branch) }`;
const ERASE = `mutation ($id: ID!, $branch: ID!, $reason: String!) { eraseMember(id: $id, branch_id: $branch, reason: $reason) }`;
const FIND = `query ($q: String!, $branch: ID!) { findMembers(query: $q, branch_id: $branch) { total } }`;

describe.each(oneEngine)('corrections and data rights at the desk on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  let desk = '';
  let ipSeq = 0;

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    const signIn = async (email: string) =>
      staffCookie(
        await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip: `198.18.6.${++ipSeq}` }),
      ).value;
    admin = await signIn(YUZEN_ADMIN);
    desk = await signIn(SUKHUMVIT_DESK);
  });
  afterAll(() => server.close());

  /** A member of their own for each test, with a phone and e-mail no other test uses. */
  const aMember = async () => {
    const id = randomUUID();
    const phone = `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const email = `member-${id.slice(0, 8)}@example.com`;
    await server.database.db
      .insertInto('users')
      .values({
        id,
        prefix: 'Miss',
        first_name: 'Ploy',
        last_name: 'Rights',
        gender: null,
        birthdate: '1990-05-01',
        phone,
        email,
        password_hash: await hashPassword('Sabai-2026'),
      })
      .execute();
    return { id, phone, email };
  };
  const asAdmin = <T>(query: string, variables: Record<string, unknown>) =>
    staffGql<T>(server, query, variables, { staff: admin, ip: `198.18.6.${++ipSeq}` });
  const countOf = async (
    table: 'wallet_ledger' | 'points_ledger' | 'audit_log' | 'waitlist_entries',
    column: string,
    id: string,
  ) =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where(column as never, '=', id as never)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('moves the wallet and points with a reason, in the ledgers and the audit log', async () => {
    const member = await aMember();
    const given = await asAdmin<{
      adjustMemberFunds: { wallet_balance: number; points: number; ledger: { entries: unknown[] } };
    }>(ADJUST, {
      input: {
        member_id: member.id,
        branch_id: BRANCH,
        wallet_amount: 250.5,
        points: 40,
        reason: 'Goodwill',
      },
    });
    expect(given.body.errors).toBeUndefined();
    expect(given.body.data?.adjustMemberFunds).toMatchObject({
      wallet_balance: 250.5,
      points: 40,
      ledger: {
        entries: [{ amount: 250.5, reason: 'adjustment', note: 'Goodwill', staff_name: expect.any(String) }],
      },
    });
    const taken = await asAdmin<{ adjustMemberFunds: { wallet_balance: number; points: number } }>(ADJUST, {
      input: { member_id: member.id, branch_id: BRANCH, wallet_amount: -50, points: -15, reason: 'Mistake' },
    });
    expect(taken.body.data?.adjustMemberFunds).toMatchObject({ wallet_balance: 200.5, points: 25 });
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', member.id)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['member_adjustment', 'member_adjustment']);
    expect(audit[1]).toMatchObject({
      before: { balanceSatang: 25_050, points: 40 },
      after: { balanceSatang: 20_050, points: 25, reason: 'Mistake' },
    });
  });

  it.each([
    ['the wallet below 0', { wallet_amount: -0.01 }, 'member.walletTooLow'],
    ['the points below 0', { points: -1 }, 'member.pointsTooLow'],
    ['no reason', { wallet_amount: 10, reason: ' ' }, 'request.invalid'],
    ['nothing to move', { wallet_amount: 0, points: 0 }, 'request.invalid'],
    ['an unknown member', { member_id: randomUUID(), wallet_amount: 10 }, 'member.notFound'],
  ])('refuses %s and writes nothing', async (_label, change, code) => {
    const member = await aMember();
    const { body } = await asAdmin(ADJUST, {
      input: { member_id: member.id, branch_id: BRANCH, reason: 'Test', ...change },
    });
    expect(body.errors?.[0]?.extensions?.['code']).toBe(code);
    expect(await countOf('wallet_ledger', 'user_id', member.id)).toBe(0);
    expect(await countOf('points_ledger', 'user_id', member.id)).toBe(0);
    expect(await countOf('audit_log', 'subject_id', member.id)).toBe(0);
  });

  it('lets branch staff neither correct, export nor erase', async () => {
    const member = await aMember();
    const as = { staff: desk };
    const input = { member_id: member.id, branch_id: BRANCH, wallet_amount: 10, reason: 'x' };
    expect((await staffGql(server, ADJUST, { input }, as)).code).toBe('login.notAuthorized');
    expect((await staffGql(server, EXPORT, { id: member.id, branch: BRANCH }, as)).code).toBe(
      'login.notAuthorized',
    );
    const erase = await staffGql(server, ERASE, { id: member.id, branch: BRANCH, reason: 'x' }, as);
    expect(erase.code).toBe('login.notAuthorized');
    const row = await server.database.db
      .selectFrom('users')
      .select('first_name')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.first_name).toBe('Ploy');
  });

  it("exports the member's data, then erases the person and keeps the accounting", async () => {
    const member = await aMember();
    const booking = await aPaidBooking(server.database, {
      date: dayAhead(8),
      time: '15:00',
      userId: member.id,
    });
    await server.database.db
      .updateTable('bookings')
      .set({ contact_name: 'Ploy Rights', contact_email: member.email, contact_phone: member.phone })
      .where('id', '=', booking.id)
      .execute();
    await asAdmin(ADJUST, {
      input: { member_id: member.id, branch_id: BRANCH, wallet_amount: 100, reason: 'Gift' },
    });
    await server.database.db
      .insertInto('waitlist_entries')
      .values({
        id: randomUUID(),
        brand_id: 'yuzen',
        branch_id: BRANCH,
        date: dayAhead(9),
        time_from: 900,
        time_until: 900,
        guest_count: 1,
        guests: '[]',
        contact_email: member.email,
        locale: 'en',
      })
      .execute();

    const exported = await asAdmin<{ memberDataExport: string }>(EXPORT, { id: member.id, branch: BRANCH });
    const data = JSON.parse(exported.body.data!.memberDataExport) as Record<string, unknown>;
    expect(data['member']).toMatchObject({ first_name: 'Ploy', phone: member.phone, email: member.email });
    expect(data['bookings']).toHaveLength(1);
    expect(data['wallet_ledger']).toEqual([expect.objectContaining({ amount_satang: 10_000, note: 'Gift' })]);

    const erased = await asAdmin<{ eraseMember: boolean }>(ERASE, {
      id: member.id,
      branch: BRANCH,
      reason: 'PDPA request 2026-041',
    });
    expect(erased.body.data?.eraseMember).toBe(true);
    const user = await server.database.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'phone', 'email', 'birthdate'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    // The erased phone and e-mail carry a random uuid, which may hold any digits: compare fields, not the whole row.
    expect(user).toMatchObject({ first_name: '', last_name: '', birthdate: null });
    expect(user.phone).not.toBe(member.phone);
    expect(user.email).not.toBe(member.email);
    const kept = await server.database.db
      .selectFrom('bookings')
      .select(['state', 'contact_name', 'contact_email', 'contact_phone', 'grand_total_satang'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      state: 'paid',
      contact_name: null,
      contact_email: null,
      contact_phone: null,
    });
    expect(await countOf('wallet_ledger', 'user_id', member.id)).toBe(1);
    expect(await countOf('waitlist_entries', 'contact_email', member.email)).toBe(0);
    // The audit rows name the member by id only.
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_id', '=', member.id)
      .where('action', 'in', ['member_export', 'member_erase'])
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['member_export', 'member_erase']);
    expect(JSON.stringify(audit)).not.toContain(member.phone);

    const login = await passwordLogin(server, member.phone, 'Sabai-2026', { ip: `198.18.6.${++ipSeq}` });
    expect(login.statusCode).toBe(401);
    const found = await asAdmin<{ findMembers: { total: number } }>(FIND, {
      q: member.email,
      branch: BRANCH,
    });
    expect(found.body.data?.findMembers.total).toBe(0);
  });

  it('puts a member in another tier with a reason, and ends a sign-in lock', async () => {
    const member = await aMember();
    const TIER = `mutation ($id: ID!, $branch: ID!, $tier: ID!, $reason: String!) {
      setMemberTier(id: $id, branch_id: $branch, tier_id: $tier, reason: $reason) { tier_id tier } }`;
    const moved = await asAdmin<{ setMemberTier: { tier_id: string; tier: string } }>(TIER, {
      id: member.id,
      branch: BRANCH,
      tier: 'gold',
      reason: 'Corporate agreement',
    });
    expect(moved.body.data?.setMemberTier).toMatchObject({ tier_id: 'gold' });
    const unknown = await asAdmin(TIER, { id: member.id, branch: BRANCH, tier: 'diamond', reason: 'x' });
    expect(unknown.code).toBe('tier.notFound');

    for (let i = 0; i < 5; i += 1)
      await passwordLogin(server, member.phone, 'wrong-password', { ip: `198.18.6.${++ipSeq}` });
    const PAGE = `query ($id: ID!, $branch: ID!) { staffMember(id: $id, branch_id: $branch) { sign_in_locked_until } }`;
    const locked = await asAdmin<{ staffMember: { sign_in_locked_until: string | null } }>(PAGE, {
      id: member.id,
      branch: BRANCH,
    });
    expect(locked.body.data?.staffMember.sign_in_locked_until).not.toBeNull();
    const UNLOCK = `mutation ($id: ID!, $branch: ID!) { unlockMember(id: $id, branch_id: $branch) { sign_in_locked_until } }`;
    const unlocked = await asAdmin<{ unlockMember: { sign_in_locked_until: string | null } }>(UNLOCK, {
      id: member.id,
      branch: BRANCH,
    });
    expect(unlocked.body.data?.unlockMember.sign_in_locked_until).toBeNull();
    const login = await passwordLogin(server, member.phone, 'Sabai-2026', { ip: `198.18.6.${++ipSeq}` });
    expect(login.statusCode).toBe(200);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', member.id)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['member_tier', 'member_unlock']);
  });
});
