// The day at /admin/graphql as the admin app calls it (docs/api.md, Staff API): the sheet, a check-in by QR
// link, a refused move with its code and translated message, and a cancellation answered as the booking now is.
import {
  DEMO_STAFF_PASSWORD,
  staffCookie,
  staffGql,
  staffSignIn,
  SUKHUMVIT_DESK,
  YUZEN_ADMIN,
} from '../../test/staff-client';
import { aPaidBooking, dayAhead, WALLET_MEMBER } from '../../test/desk-bookings';
import { oneEngine } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const SHEET = `query ($branch: ID!, $date: Date!) { daySheet(branch_id: $branch, date: $date) {
  branch { id brand_name spa_capacity } date
  bookings { id state time end_time guest_count guests { no treatments } paid owed }
  buckets { time spa_used spa_capacity onsen_used onsen_capacity } } }`;
const BOOKING = `id state actions paid owed payments { status amount reason } history { action by detail }`;
const CHECK_IN = `mutation ($id: ID, $qr: String) { checkInBooking(id: $id, qr: $qr) { ${BOOKING} } }`;
const CANCEL = `mutation ($id: ID!, $refund: RefundChoice!, $reason: String) {
  cancelBooking(id: $id, refund: $refund, reason: $reason) { ${BOOKING} } }`;

describe.each(oneEngine)('the day at /admin/graphql on %s', (engine) => {
  let server: TestServer;
  let deskCookie = '';
  let adminCookie = '';
  const date = dayAhead(9);

  beforeAll(async () => {
    server = await startTestServer(engine);
    const signIn = async (email: string, ip: string) =>
      staffCookie(await staffSignIn(server, { email, password: DEMO_STAFF_PASSWORD }, { ip })).value;
    deskCookie = await signIn(SUKHUMVIT_DESK, '198.18.7.1');
    adminCookie = await signIn(YUZEN_ADMIN, '198.18.7.2');
  });
  afterAll(() => server.close());

  it('serves the sheet, checks in by QR link and refuses a second check-in with its code', async () => {
    const booking = await aPaidBooking(server.database, { date, time: '14:00', remainSatang: 25_000 });
    const sheet = await staffGql<{ daySheet: { bookings: { id: string }[]; buckets: unknown[] } }>(
      server,
      SHEET,
      { branch: 'yuzen-sukhumvit', date },
      { staff: deskCookie },
    );
    expect(sheet.body.errors).toBeUndefined();
    expect(sheet.body.data?.daySheet.bookings).toEqual([
      {
        id: booking.id,
        state: 'paid',
        time: '14:00:00',
        end_time: '15:00:00',
        guest_count: 1,
        guests: [{ no: 1, treatments: ['Locker & Towel Set', 'Traditional Thai Massage 60 min'] }],
        paid: 750,
        owed: 250,
      },
    ]);
    expect(sheet.body.data?.daySheet.buckets).toContainEqual({
      time: '14:00:00',
      spa_used: 1,
      spa_capacity: 12,
      onsen_used: 0,
      onsen_capacity: 30,
    });

    const qr = `http://localhost/book/${booking.id}?token=${encodeURIComponent(booking.token)}`;
    const checkedIn = await staffGql<{ checkInBooking: { state: string; actions: string[] } }>(
      server,
      CHECK_IN,
      { qr },
      { staff: deskCookie },
    );
    expect(checkedIn.body.data?.checkInBooking).toMatchObject({ state: 'checked_in', actions: ['complete'] });

    const again = await staffGql(
      server,
      CHECK_IN,
      { id: booking.id },
      { staff: deskCookie, headers: { 'accept-language': 'th' } },
    );
    expect(again.code).toBe('booking.transitionRefused');
    expect(again.body.errors?.[0]?.extensions).toMatchObject({ from: 'checked_in' });
    // The state in words, not its code.
    expect(again.body.errors?.[0]?.message).toBe('ทำรายการนี้กับการจองที่เช็คอินแล้วไม่ได้');
  });

  it('cancels with a wallet refund as a brand admin, and refuses the refund to branch staff', async () => {
    const booking = await aPaidBooking(server.database, { date, time: '15:00', userId: WALLET_MEMBER });
    const refused = await staffGql(
      server,
      CANCEL,
      { id: booking.id, refund: 'wallet' },
      { staff: deskCookie },
    );
    expect(refused.code).toBe('login.notAuthorized');
    const cancelled = await staffGql<{ cancelBooking: Record<string, unknown> }>(
      server,
      CANCEL,
      { id: booking.id, refund: 'wallet', reason: 'Sick' },
      { staff: adminCookie },
    );
    expect(cancelled.body.errors).toBeUndefined();
    expect(cancelled.body.data?.cancelBooking).toMatchObject({
      state: 'cancelled',
      actions: [],
      payments: [{ status: 'refunded', amount: 750, reason: 'wallet' }],
    });
    expect((cancelled.body.data?.cancelBooking['history'] as unknown[]).at(-1)).toEqual({
      action: 'cancel',
      by: 'Kanya (Yuzen admin)',
      detail: 'refund wallet 750.00 · Sick',
    });
  });
});
