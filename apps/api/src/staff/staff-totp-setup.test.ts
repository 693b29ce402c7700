// The operator's TOTP set-up (staff-totp-setup.ts): begin prints the URL, a right code turns TOTP on and
// prints ten recovery codes; a wrong code, an unknown or TOTP-enabled account change nothing.
import { generate } from 'otplib';
import type { DatabaseHandle } from '../db/database';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { staffTotpSetup } from './staff-totp-setup';

describe.each(oneEngine)('operator TOTP set-up on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => void (database = await openTestDatabase(engine)));
  afterAll(() => database.close());

  it('sets up TOTP for an owner in two steps', async () => {
    const db = database.db;
    expect((await staffTotpSetup(db, [])).ok).toBe(false);
    expect((await staffTotpSetup(db, ['nobody@example.com'])).ok).toBe(false);
    const begun = await staffTotpSetup(db, ['owner@example.com']);
    expect(begun.ok).toBe(true);
    const secret = /secret=([A-Z2-7]+)/.exec(begun.text)?.[1] as string;
    expect((await staffTotpSetup(db, ['owner@example.com', '000000'])).ok).toBe(false);
    const done = await staffTotpSetup(db, ['owner@example.com', await generate({ secret })]);
    expect(done.ok).toBe(true);
    expect(done.text.split('\n').filter((line) => /^[0-9a-f]{5}-[0-9a-f]{5}$/.test(line))).toHaveLength(10);
    const account = await db
      .selectFrom('staff_accounts')
      .select(['totp_enabled', 'totp_secret'])
      .where('email', '=', 'owner@example.com')
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ totp_enabled: true, totp_secret: secret });
    expect(await staffTotpSetup(db, ['owner@example.com'])).toEqual({
      ok: false,
      text: 'owner@example.com has TOTP already.',
    });
  });
});
