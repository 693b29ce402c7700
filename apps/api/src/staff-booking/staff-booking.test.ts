// Bookings made by staff (docs/product-rules.md, Bookings made by staff): held through the customer's own
// prebook with the staff's options (channel staff, above the web's group limit), refused as any booking when
// full or out of reach, and a group request booked in the booking's own transaction.
import { randomUUID } from 'node:crypto';
import { staffBooking } from '../staff-day/staff-booking.service';
import { oneEngine } from '../../test/test-database';
import { desk, scopeAs } from '../../test/desk-bookings';
import { recordCounterPayment } from './counter-payment.service';
import { createStaffBooking } from './create-staff-booking.service';
import { sendPaymentLink } from './payment-link.service';
import { GUEST_SATANG, guest, refusal, staffBookingHarness } from '../../test/staff-booking-harness';

describe.each(oneEngine)('bookings made by staff on %s', (engine) => {
  const h = staffBookingHarness(engine);
  const { date, sukhumvit, book, bookingRow, auditOf, counts } = h;

  it('holds an 8-guest booking (above the web limit) on the quarter hour, channel staff, with its audit row', async () => {
    const id = await createStaffBooking(await sukhumvit(), {
      branch_id: 'yuzen-sukhumvit',
      date,
      time: '11:45',
      guests: Array.from({ length: 8 }, (_, i) => guest(`Guest ${i + 1}`)),
      contact_name: 'Somchai Party',
      contact_phone: '0812345678',
    });
    const row = await bookingRow(id);
    expect(row).toMatchObject({
      channel: 'staff',
      state: 'pending',
      guest_count: 8,
      time_min: 705,
      grand_total_satang: 8 * GUEST_SATANG,
      user_id: null,
    });
    const holds = await h.database.db
      .selectFrom('capacity_holds')
      .select(['resource', 'places'])
      .where('booking_id', '=', id)
      .execute();
    expect(holds.filter((h) => h.resource === 'spa').every((h) => h.places === 8)).toBe(true);
    expect(holds.length).toBeGreaterThan(0);
    expect(await auditOf(id)).toEqual([
      {
        action: 'create',
        staff_id: desk.sukhumvit.staffId,
        after: { state: 'pending', channel: 'staff', guests: 8, member_id: null, group_request_id: null },
      },
    ]);
    const seen = await staffBooking(await sukhumvit(), id);
    expect(seen.owedSatang).toBe(8 * GUEST_SATANG);
    expect(seen.actions).toEqual(expect.arrayContaining(['pay_counter', 'send_payment_link']));
  });

  it('refuses a full time with the capacity answer, and writes nothing', async () => {
    const time = '20:00';
    await createStaffBooking(await sukhumvit(), {
      branch_id: 'yuzen-sukhumvit',
      date,
      time,
      guests: Array.from({ length: 12 }, () => guest()),
      contact_name: 'Full House',
      contact_email: 'full@example.com',
    });
    const before = await counts();
    expect(
      await refusal(
        createStaffBooking(await sukhumvit(), {
          branch_id: 'yuzen-sukhumvit',
          date,
          time,
          guests: [guest()],
          contact_name: 'One More',
          contact_email: 'late@example.com',
        }),
      ),
    ).toEqual({ code: 'booking.noQueue' });
    expect(await counts()).toEqual(before);
  });

  it('refuses the rules’ problems and input as any booking', async () => {
    const refused = await refusal(book({ time: '09:00' }));
    expect(refused).toMatchObject({ code: 'booking.invalid' });
    expect(await refusal(book({ contact_phone: null, contact_email: null }))).toEqual({
      code: 'request.invalid',
      field: 'contact_phone',
    });
    expect(await refusal(book({ member_id: randomUUID() }))).toEqual({ code: 'member.notFound' });
  });

  it('keeps branch staff to their branch', async () => {
    const ratchada = await scopeAs(h.database, desk.ratchada);
    expect(
      await refusal(
        createStaffBooking(ratchada, {
          branch_id: 'yuzen-sukhumvit',
          date,
          time: '12:00',
          guests: [guest()],
          contact_name: 'Elsewhere',
          contact_email: 'elsewhere@example.com',
        }),
      ),
    ).toEqual({ code: 'login.notAuthorized' });
    const id = await book();
    expect(
      await refusal(
        recordCounterPayment(ratchada, { id, method: 'cash', amount: 2 * GUEST_SATANG, approved: true }),
      ),
    ).toEqual({ code: 'booking.notFound' });
    expect(await refusal(sendPaymentLink(ratchada, { id, via: 'email' }))).toEqual({
      code: 'booking.notFound',
    });
    expect((await bookingRow(id)).state).toBe('pending');
  });

  describe('from a group request', () => {
    const aRequest = async (status: 'new' | 'declined' = 'new') => {
      const id = randomUUID();
      await h.database.db
        .insertInto('direct_requests')
        .values({
          id,
          brand_id: 'yuzen',
          branch_id: 'yuzen-sukhumvit',
          date,
          time: '15:00',
          guest_count: 10,
          contact_name: 'Company Outing',
          contact_phone: '0812223333',
          contact_email: 'outing@example.com',
          message: null,
          locale: 'en',
          status,
        })
        .execute();
      return id;
    };
    const requestRow = (id: string) =>
      h.database.db
        .selectFrom('direct_requests')
        .select(['status', 'booking_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('marks the request booked with the booking, once', async () => {
      const requestId = await aRequest();
      const id = await book({ group_request_id: requestId });
      expect(await requestRow(requestId)).toEqual({ status: 'booked', booking_id: id });
      const before = await counts();
      expect(await refusal(book({ group_request_id: requestId }))).toEqual({
        code: 'request.transitionRefused',
      });
      expect(await counts()).toEqual(before);
      expect(await requestRow(requestId)).toEqual({ status: 'booked', booking_id: id });
    });

    it('refuses a declined request, and one out of reach, holding nothing', async () => {
      const declined = await aRequest('declined');
      const before = await counts();
      expect(await refusal(book({ group_request_id: declined }))).toEqual({
        code: 'request.transitionRefused',
      });
      const elsewhere = await aRequest();
      await h.database.db
        .updateTable('direct_requests')
        .set({ branch_id: 'yuzen-ratchada' })
        .where('id', '=', elsewhere)
        .execute();
      expect(await refusal(book({ group_request_id: elsewhere }))).toEqual({ code: 'request.notFound' });
      expect(await counts()).toEqual(before);
    });
  });
});
