// Staff management (docs/access.md, Staff management): Yuzen's brand admin lists the brand's accounts, makes
// branch staff who can then sign in to their branch alone, changes a role, resets an authenticator and deactivates
// an account, whose session ends at once; nobody reaches an owner, another brand's staff or themselves, and
// branch staff manage nobody.
import { loadConfig } from '../config';
import {
  DEMO_STAFF_PASSWORD,
  OWNER,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const LIST = `{ staffAccounts { id name email active totp_enabled role branch_id } }`;
const CREATE = `mutation ($input: StaffAccountInput!) { createStaffAccount(input: $input) { id email role branch_id active } }`;
const ROLE = `mutation ($input: StaffRoleInput!) { setStaffRole(input: $input) { id role branch_id } }`;
const TOTP = `mutation ($id: ID!) { resetStaffTotp(staff_id: $id) { id totp_enabled } }`;
const ACTIVE = `mutation ($id: ID!, $active: Boolean!) { setStaffActive(staff_id: $id, active: $active) { id active } }`;
const BRANCHES = `{ staffBranches { id } }`;
const ME = `{ staffMe { id } }`;

type Account = { id: string; email: string; role: string; branch_id: string | null; active: boolean };

describe.each(oneEngine)('staff management on %s', (engine) => {
  let server: TestServer;
  let ipSeq = 0;
  let admin = '';
  let desk = '';

  const signIn = async (email: string, password = DEMO_STAFF_PASSWORD) =>
    staffSignIn(server, { email, password }, { ip: `198.18.3.${++ipSeq}` });

  beforeAll(async () => {
    server = await startTestServer(engine, {
      trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy,
    });
    admin = staffCookie(await signIn(YUZEN_ADMIN)).value;
    desk = staffCookie(await signIn(SUKHUMVIT_DESK)).value;
  });
  afterAll(() => server.close());

  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    staffGql<T>(server, query, variables, { staff: admin });
  const accounts = async () => (await asAdmin<{ staffAccounts: Account[] }>(LIST)).body.data!.staffAccounts;
  const idOf = async (email: string) =>
    (
      await server.database.db
        .selectFrom('staff_accounts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it("lists the brand's accounts, not the owner's or another brand's", async () => {
    const emails = (await accounts()).map((a) => a.email);
    expect(emails).toEqual(expect.arrayContaining([YUZEN_ADMIN, SUKHUMVIT_DESK]));
    expect(emails).not.toContain(OWNER);
    expect(emails.some((e) => e.startsWith('baansabai'))).toBe(false);
  });

  it('makes branch staff who sign in to their branch alone, then changes their role', async () => {
    const made = await asAdmin<{ createStaffAccount: Account }>(CREATE, {
      input: {
        name: 'Lek Ratchada',
        email: 'Lek@Example.com',
        password: 'Ratchada-2026',
        role: 'branch_staff',
        branch_id: 'yuzen-ratchada',
      },
    });
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data?.createStaffAccount).toMatchObject({
      email: 'lek@example.com',
      role: 'branch_staff',
      branch_id: 'yuzen-ratchada',
      active: true,
    });
    const lek = staffCookie(await signIn('lek@example.com', 'Ratchada-2026')).value;
    const branches = await staffGql<{ staffBranches: { id: string }[] }>(
      server,
      BRANCHES,
      {},
      { staff: lek },
    );
    expect(branches.body.data?.staffBranches).toEqual([{ id: 'yuzen-ratchada' }]);

    const id = made.body.data!.createStaffAccount.id;
    const moved = await asAdmin<{ setStaffRole: Account }>(ROLE, {
      input: { staff_id: id, role: 'branch_staff', branch_id: 'yuzen-nimman' },
    });
    expect(moved.body.data?.setStaffRole).toMatchObject({ role: 'branch_staff', branch_id: 'yuzen-nimman' });
    const now = await staffGql<{ staffBranches: { id: string }[] }>(server, BRANCHES, {}, { staff: lek });
    expect(now.body.data?.staffBranches).toEqual([{ id: 'yuzen-nimman' }]);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', id)
      .orderBy('at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['staff_create', 'staff_role']);
  });

  it('resets an authenticator and deactivates an account, whose session ends at once', async () => {
    const made = await asAdmin<{ createStaffAccount: Account }>(CREATE, {
      input: {
        name: 'Som',
        email: 'som@example.com',
        password: 'Sukhumvit-2026',
        role: 'branch_staff',
        branch_id: 'yuzen-sukhumvit',
      },
    });
    const id = made.body.data!.createStaffAccount.id;
    const som = staffCookie(await signIn('som@example.com', 'Sukhumvit-2026')).value;
    await server.database.db
      .updateTable('staff_accounts')
      .set({ totp_enabled: true, totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', id)
      .execute();
    const reset = await asAdmin<{ resetStaffTotp: { totp_enabled: boolean } }>(TOTP, { id });
    expect(reset.body.data?.resetStaffTotp.totp_enabled).toBe(false);
    const som2 = staffCookie(await signIn('som@example.com', 'Sukhumvit-2026')).value;
    expect((await staffGql(server, ME, {}, { staff: som })).body.data).toEqual({ staffMe: null });
    const off = await asAdmin<{ setStaffActive: { active: boolean } }>(ACTIVE, { id, active: false });
    expect(off.body.data?.setStaffActive.active).toBe(false);
    expect((await staffGql(server, ME, {}, { staff: som2 })).body.data).toEqual({ staffMe: null });
    expect((await signIn('som@example.com', 'Sukhumvit-2026')).statusCode).not.toBe(200);
  });

  it.each([
    ['the owner', async () => ({ id: await idOf(OWNER), active: false }), 'staff.notFound'],
    ['themselves', async () => ({ id: await idOf(YUZEN_ADMIN), active: false }), 'staff.self'],
  ])('reaches neither %s', async (_label, variables, code) => {
    expect((await asAdmin(ACTIVE, await variables())).code).toBe(code);
  });

  it.each([
    ['an e-mail that has an account', { email: SUKHUMVIT_DESK }, 'staff.emailTaken'],
    ['branch staff without a branch', { branch_id: null }, 'request.invalid'],
    ['a branch of another brand', { branch_id: 'baansabai-silom' }, 'branch.notFound'],
    ['a short password', { password: 'short' }, 'request.invalid'],
  ])('refuses %s and makes nobody', async (_label, change, code) => {
    const before = await server.database.db.selectFrom('staff_accounts').select('id').execute();
    const input = {
      name: 'Refused',
      email: 'refused@example.com',
      password: 'Refused-2026',
      role: 'branch_staff',
      branch_id: 'yuzen-sukhumvit',
      ...change,
    };
    expect((await asAdmin(CREATE, { input })).code).toBe(code);
    expect(await server.database.db.selectFrom('staff_accounts').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('lets branch staff manage nobody', async () => {
    expect((await staffGql(server, LIST, {}, { staff: desk })).code).toBe('login.notAuthorized');
  });
});
