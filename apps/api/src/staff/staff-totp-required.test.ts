// Where TOTP is required (NODE_ENV=production: docs/decisions.md, "Staff sign-in"), owners and brand admins
// without it are refused with staff.totpSetupRequired after a right password; branch staff may sign in.
import type { DatabaseHandle } from '../db/database';
import { DEMO_STAFF_PASSWORD } from '../seed/staff.seed';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { staffLogin } from './staff-login.service';

const settings = { ipLimit: { maxFailures: 20, windowSec: 900 }, staffTotpRequired: true };

describe.each(oneEngine)('staff sign-in where TOTP is required, on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => void (database = await openTestDatabase(engine)));
  afterAll(() => database.close());

  const signIn = (email: string, password = DEMO_STAFF_PASSWORD) =>
    staffLogin(database.db, settings, { email, password, ip: '203.0.113.40' });

  it.each(['owner@example.com', 'yuzen-admin@example.com'])('refuses %s without TOTP', async (email) => {
    expect(await signIn(email)).toEqual({ ok: false, code: 'staff.totpSetupRequired' });
  });

  it('answers a wrong password as a wrong password, never with the TOTP rule', async () => {
    expect(await signIn('owner@example.com', 'wrong')).toEqual({ ok: false, code: 'login.failed' });
  });

  it('lets branch staff sign in without TOTP', async () => {
    expect(await signIn('sukhumvit-desk@example.com')).toMatchObject({ ok: true });
  });
});
