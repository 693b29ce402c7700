// A customer moves their own paid booking (docs/product-rules.md, Changes by the customer): to a time with room,
// its places moving in one transaction with the audit row and the customer's message; refused at a full time,
// after the cut-off, or to a stranger, each changing nothing. A time that costs more: self-move-difference.test.ts.
import { sql } from 'kysely';
import { setYuzen } from '../../test/announced-change';
import { aPaidBooking, type PaidBooking } from '../../test/paid-booking';
import { PREBOOK } from '../../test/payment-harness';
import { oneEngine } from '../../test/test-database';
import { startPaymentTestServer, type TestServer } from '../../test/test-server';
import type { NotifyPayload } from '../payment/gateway';
import { bookingHistory } from '../staff-day/booking-history';

const MOVE = `mutation ($id: ID!, $token: String, $dateTime: String!) {
  moveMyBooking(id: $id, token: $token, date_time: $dateTime) { id date_time } }`;
const AVAILABILITY = `query ($input: AvailabilityInput!) {
  availability(input: $input) { times { time is_free } } }`;

describe.each(oneEngine)('customers moving their bookings on %s', (engine) => {
  let server: TestServer;
  const notifies: NotifyPayload[] = [];
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startPaymentTestServer(engine, notifies);
  });
  afterAll(() => server.close());

  const cutOff = (hours: number | null) => setYuzen(db(), { self_cancel_hours: hours });

  const move = (booking: PaidBooking, dateTime: string, token: string | null = booking.token) =>
    server.graphql<{ moveMyBooking: { id: string; date_time: string } }>(MOVE, {
      id: booking.id,
      token,
      dateTime,
    });
  const codeOf = (answer: Awaited<ReturnType<typeof move>>) => answer.body.errors?.[0]?.extensions?.['code'];
  const snapshot = async (booking: PaidBooking) => {
    const row = await db()
      .selectFrom('bookings')
      .select(['date', 'time_min', 'state'])
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const holds = await db()
      .selectFrom('capacity_holds')
      .select(['day', 'minute'])
      .where('booking_id', '=', booking.id)
      .orderBy('minute')
      .execute();
    const messages = await db()
      .selectFrom('outbox')
      .select('kind')
      .where('booking_id', '=', booking.id)
      .orderBy('id')
      .execute();
    return {
      ...row,
      holds: holds.map((h) => `${h.day} ${h.minute}`),
      messages: messages.map((m) => m.kind),
    };
  };

  it('moves to a time with room: its places, the audit row and a message in the booking language', async () => {
    await cutOff(24);
    const booking = await aPaidBooking(server, notifies, { locale: 'th', email: 'move@example.com' });
    // Asked for the booking itself, its own time is free and so is the hour after, which overlaps it.
    const times = await server.graphql<{ availability: { times: { time: string; is_free: boolean }[] } }>(
      AVAILABILITY,
      {
        input: {
          branch_id: 'yuzen-sukhumvit',
          date: booking.date,
          guest_count: 1,
          booking_id: booking.id,
          token: booking.token,
        },
      },
    );
    const free = times.body.data?.availability.times.filter((t) => t.is_free).map((t) => t.time);
    expect(free).toEqual(expect.arrayContaining(['15:00:00', '15:30:00']));

    const moved = await move(booking, `${booking.date} 15:30`);
    expect(moved.body.data?.moveMyBooking).toEqual({ id: booking.id, date_time: `${booking.date} 15:30:00` });
    const after = await snapshot(booking);
    expect(after).toMatchObject({ date: booking.date, time_min: 930, state: 'paid' });
    expect(after.holds[0]).toBe(`${booking.date} 930`);
    expect(after.messages).toEqual(['booking_confirmation', 'booking_moved']);
    const mail = await db()
      .selectFrom('outbox')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_moved')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', recipient: 'move@example.com', locale: 'th' });
    expect(mail.subject).toContain(booking.no);
    expect(mail.body).toContain('15:30');
    const attachments = mail.attachments as { filename: string; content: string }[];
    const ics = Buffer.from(attachments[0]?.content ?? '', 'base64').toString();
    expect(ics).toContain(`DTSTART;TZID=Asia/Bangkok:${booking.date.replaceAll('-', '')}T153000`);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'staff_id'])
      .where('subject_id', '=', booking.id)
      .execute();
    expect(audit).toEqual([{ action: 'customer_move', staff_id: null }]);
    // The desk's history says who moved it and where to.
    const row = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect((await bookingHistory(db(), row)).at(-1)).toMatchObject({
      action: 'customer_move',
      by: 'customer',
      detail: `${booking.date} 15:30`,
    });
    // The same time again changes nothing and sends nothing.
    expect((await move(booking, `${booking.date} 15:30:00`)).body.data?.moveMyBooking.id).toBe(booking.id);
    expect((await snapshot(booking)).messages).toHaveLength(2);
  });

  it('refuses a full time, a stranger, and moves after the cut-off, changing nothing', async () => {
    await cutOff(24);
    const booking = await aPaidBooking(server, notifies, {
      locale: 'en',
      email: 'full@example.com',
      daysAhead: 5,
    });
    const before = await snapshot(booking);
    // One bed at the branch for this test, held at 18:00 by another customer.
    await sql`update branches set spa_beds = 1 where id = 'yuzen-sukhumvit'`.execute(db());
    const party = await server.graphql<{ prebook: { is_bookable: boolean } }>(PREBOOK, {
      input: {
        guest_count: 1,
        branch_id: 'yuzen-sukhumvit',
        date_time: `${booking.date} 18:00:00`,
        treatments: JSON.stringify([{ no: 1, treatments: ['yu-locker-set', 'yu-thai-60'] }]),
        contact_name: 'Another customer',
        contact_email: 'another@example.com',
      },
    });
    try {
      expect(party.body).toMatchObject({ data: { prebook: { is_bookable: true } } });
      expect(codeOf(await move(booking, `${booking.date} 18:00`))).toBe('booking.moveFull');
    } finally {
      await sql`update branches set spa_beds = 12 where id = 'yuzen-sukhumvit'`.execute(db());
    }
    expect(codeOf(await move(booking, `${booking.date} 16:00`, 'not-the-token'))).toBe('booking.notFound');
    expect(codeOf(await move(booking, `${booking.date} 16:07`))).toBe('request.invalid');
    await cutOff(24 * 6);
    const late = await move(booking, `${booking.date} 16:00`);
    expect(codeOf(late)).toBe('booking.moveClosed');
    expect(late.body.errors?.[0]?.message).toContain('144 hours');
    await cutOff(null);
    expect(codeOf(await move(booking, `${booking.date} 16:00`))).toBe('booking.moveAtBranch');
    await cutOff(24);
    expect(await snapshot(booking)).toEqual(before);
  });
});
