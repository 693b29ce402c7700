// Reminders before a visit with a clock the test moves (docs/product-rules.md, Messages): the brand's 24 and 2
// hours, each once, only for paid bookings made before the reminder's time; by SMS when there is no e-mail; none
// for a brand that wants none.
import { sql } from 'kysely';
import { aPaidBooking, type PaidBooking } from '../../test/paid-booking';
import { engines } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import { fixedClock } from '../core/clock';
import type { NotifyPayload } from '../payment/gateway';
import { sendDueReminders } from './send-reminders.job';

const HOUR = 3_600_000;

describe.each(engines)('reminders on %s', (engine) => {
  let server: TestServer;
  const notifies: NotifyPayload[] = [];
  const db = () => server.database.db;

  beforeAll(async () => {
    // No jobs of its own: only the test's clock sends reminders.
    server = await startPaymentTestServer(engine, notifies);
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await sql`delete from booking_reminders`.execute(db());
    await sql`delete from outbox`.execute(db());
    await sql`update brands set reminder_hours = '{24,2}'`.execute(db());
    // The earlier cases' bookings are over: each case counts its own.
    await sql`update bookings set state = 'completed' where state = 'paid'`.execute(db());
  });

  /** The visit's start: 15:00 in Bangkok is 08:00 UTC. */
  const startOf = (booking: PaidBooking) => Date.parse(`${booking.date}T08:00:00Z`);
  const remindAt = (ms: number) => sendDueReminders(db(), fixedClock(ms));
  const reminders = (bookingId: string) =>
    db()
      .selectFrom('outbox')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .where('kind', '=', 'reminder')
      .orderBy('id')
      .execute();

  it('reminds 24 and 2 hours ahead, each once, in the booking’s language', async () => {
    const booking = await aPaidBooking(server, notifies, { locale: 'th', email: 'ploy@example.com' });
    const start = startOf(booking);
    expect(await remindAt(start - 25 * HOUR)).toBe(0);
    expect(await remindAt(start - 24 * HOUR + 60_000)).toBe(1);
    expect(await remindAt(start - 23 * HOUR)).toBe(0);
    expect(await remindAt(start - 2 * HOUR - 60_000)).toBe(0);
    expect(await remindAt(start - 2 * HOUR)).toBe(1);
    expect(await remindAt(start - HOUR)).toBe(0);
    expect(await remindAt(start + 60_000)).toBe(0);
    const sent = await reminders(booking.id);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({ channel: 'email', recipient: 'ploy@example.com', locale: 'th' });
    expect(sent[0]?.subject).toContain(booking.no);
    expect(sent[0]?.subject).toMatch(/เตือน/);
    expect(sent[0]?.html).toContain('cid:booking-qr');
    expect(sent[0]?.body).toContain(`/book/confirm/${booking.no}?booking=${booking.id}`);
  });

  it('skips a reminder whose time had passed when the booking was made, and cancelled bookings', async () => {
    const late = await aPaidBooking(server, notifies, {
      locale: 'en',
      email: 'late@example.com',
      time: '16:00',
    });
    const start = startOf(late) + HOUR;
    await sql`update bookings set created_at = ${new Date(start - 20 * HOUR)} where id = ${late.id}`.execute(
      db(),
    );
    const cancelled = await aPaidBooking(server, notifies, { locale: 'en', email: 'gone@example.com' });
    await sql`update bookings set state = 'cancelled' where id = ${cancelled.id}`.execute(db());
    expect(await remindAt(start - 24 * HOUR + 60_000)).toBe(0);
    expect(await remindAt(start - 2 * HOUR)).toBe(1);
    const sent = await reminders(late.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toMatch(new RegExp(`^Reminder: booking ${late.no} on .* at 16:00$`));
    expect(await reminders(cancelled.id)).toEqual([]);
  });

  it('sends an SMS when there is no e-mail, and nothing for a brand that wants no reminders', async () => {
    const booking = await aPaidBooking(server, notifies, { locale: 'en', email: 'sms@example.com' });
    await sql`update bookings set contact_email = null, contact_phone = '0812345678' where id = ${booking.id}`.execute(
      db(),
    );
    const start = startOf(booking);
    expect(await remindAt(start - 2 * HOUR)).toBe(1);
    const [sms] = await reminders(booking.id);
    expect(sms).toMatchObject({ channel: 'sms', recipient: '0812345678' });
    expect(sms?.body).toContain(`Yuzen Onsen & Spa: reminder of booking ${booking.no}`);

    await sql`delete from booking_reminders`.execute(db());
    await sql`update brands set reminder_hours = '{}'`.execute(db());
    expect(await remindAt(start - 2 * HOUR)).toBe(0);
  });
});
