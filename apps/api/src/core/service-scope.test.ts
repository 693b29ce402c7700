// Services run with a scope alone: a principal and a clock, no HTTP request (docs/architecture.md).
import { toBranchLocal } from '@sabai/booking-rules';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import type { DatabaseHandle } from '../db/database';
import { prebook } from '../booking/prebook.service';
import { AppError } from './app-error';
import { fixedClock } from './clock';
import type { Principal } from './principal';

const DAY_MS = 86_400_000;
// Ten days ahead (the database's own clock still runs for the hold), at 13:40 in Bangkok (UTC+7).
const date = toBranchLocal(Date.now() + 10 * DAY_MS, 'Asia/Bangkok').date;
const at1340 = fixedClock(Date.parse(`${date}T06:40:00Z`));
const kiosk: Principal = { kind: 'kiosk', deviceId: 'kiosk-1', branchId: 'yuzen-sukhumvit' };

const booking = (time: string, channel?: string) => ({
  channel,
  guest_count: 1,
  brand_id: 'ignored',
  branch_id: 'yuzen-sukhumvit',
  date_time: `${date} ${time}`,
  treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
  contact_name: 'Walk In',
  contact_phone: '0811111111',
  contact_email: 'walk.in@example.com',
});

describe.each(oneEngine)('a service with a scope and no request, on %s', (engine) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  const channelOf = async (id: string | null) =>
    (
      await database.db
        .selectFrom('bookings')
        .select('channel')
        .where('id', '=', id ?? '')
        .executeTakeFirst()
    )?.channel;

  it('reads the time from the clock it is given: 14:00 is too soon at 13:40 for the web', async () => {
    const scope = await scopeFor(database, { clock: at1340 });
    const refused = await prebook(scope, booking('14:00:00'), 60).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('booking.invalid');
  });

  it('takes the channel from the principal, not the input: a browser claiming kiosk is the web', async () => {
    const scope = await scopeFor(database, { clock: at1340 });
    await expect(prebook(scope, booking('14:00:00', 'kiosk'), 60)).rejects.toMatchObject({
      code: 'booking.invalid',
    });
    const later = await prebook(scope, booking('15:00:00', 'kiosk'), 60);
    expect(later.isBookable).toBe(true);
    expect(await channelOf(later.bookingId)).toBe('isbs');
  });

  it('lets a paired kiosk book from now at its branch, with the kiosk channel', async () => {
    const scope = await scopeFor(database, { clock: at1340, principal: kiosk });
    const held = await prebook(scope, booking('14:00:00'), 60);
    expect(held.isBookable).toBe(true);
    expect(await channelOf(held.bookingId)).toBe('kiosk');
  });

  it("refuses a kiosk booking at another branch than the device's", async () => {
    const elsewhere: Principal = { ...kiosk, branchId: 'yuzen-nimman' };
    const scope = await scopeFor(database, { clock: at1340, principal: elsewhere });
    await expect(prebook(scope, booking('14:00:00'), 60)).rejects.toMatchObject({
      code: 'login.notAuthorized',
    });
  });
});
