// The booking repository's finders, one capability rule each: the token, the owner, the staff scope.
import { toBranchLocal } from '@sabai/booking-rules';
import { oneEngine, openTestDatabase } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import { systemClock } from '../core/clock';
import type { Principal } from '../core/principal';
import type { DatabaseHandle } from '../db/database';
import { findBookingInStaffScope, findHeldBooking } from './booking.repository';
import { prebook } from './prebook.service';

const desk = (branchIds: string[]): Principal => ({
  kind: 'staff',
  staffId: 'staff-1',
  grants: [{ role: 'branch_staff', brandIds: [], branchIds }],
});
const admin = (brandIds: string[]): Principal => ({
  kind: 'staff',
  staffId: 'staff-2',
  grants: [{ role: 'brand_admin', brandIds, branchIds: [] }],
});

describe.each(oneEngine)('booking finders on %s', (engine) => {
  let database: DatabaseHandle;
  let booking = { id: '', token: '' };
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const date = toBranchLocal(Date.now() + 8 * 86_400_000, 'Asia/Bangkok').date;
    const held = await prebook(
      await scopeFor(database, { clock: systemClock }),
      {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${date} 15:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        contact_name: 'Finder',
        contact_email: 'finder@example.com',
      },
      900,
    );
    booking = { id: held.bookingId ?? '', token: held.token ?? '' };
  });
  afterAll(() => database.close());

  const scopeAs = (principal?: Principal, host?: string) =>
    scopeFor(database, {
      clock: systemClock,
      ...(principal ? { principal } : {}),
      ...(host ? { host } : {}),
    });

  it('finds a booking by its token, never by its id alone', async () => {
    expect((await findHeldBooking(await scopeAs(), booking.id, booking.token))?.id).toBe(booking.id);
    expect(await findHeldBooking(await scopeAs(), booking.id, null)).toBeUndefined();
    expect(await findHeldBooking(await scopeAs(), booking.id, 'wrong')).toBeUndefined();
  });

  it.each([
    ['branch staff of its branch', desk(['yuzen-sukhumvit']), 'check_in', true],
    ['branch staff of another branch', desk(['yuzen-nimman']), 'read', false],
    ['branch staff asking to refund', desk(['yuzen-sukhumvit']), 'refund', false],
    ['a brand admin of the brand', admin(['yuzen']), 'refund', true],
    ['a brand admin of another brand', admin(['baansabai']), 'read', false],
    ['a member', { kind: 'member', userId: 'u', member: {} } as unknown as Principal, 'read', false],
  ] as const)('staff scope: %s', async (_, principal, action, found) => {
    const row = await findBookingInStaffScope(await scopeAs(principal), booking.id, action);
    expect(row?.id).toBe(found ? booking.id : undefined);
  });

  it("finds nothing through another brand's host, whatever the grant", async () => {
    const owner: Principal = {
      kind: 'staff',
      staffId: 'o',
      grants: [{ role: 'owner', brandIds: [], branchIds: [] }],
    };
    expect((await findBookingInStaffScope(await scopeAs(owner), booking.id))?.id).toBe(booking.id);
    expect(await findBookingInStaffScope(await scopeAs(owner, '127.0.0.1'), booking.id)).toBeUndefined();
  });
});
