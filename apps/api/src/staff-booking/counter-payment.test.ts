// Paying a staff booking at the counter (docs/product-rules.md, Bookings made by staff): cash, a declined card
// (pos.failed, the booking stays unpaid), a wrong amount or a missing slip number, and a lapsed hold.
import { staffBooking } from '../staff-day/staff-booking.service';
import { oneEngine } from '../../test/test-database';
import { desk } from '../../test/desk-bookings';
import { recordCounterPayment } from './counter-payment.service';
import { sendPaymentLink } from './payment-link.service';
import { GUEST_SATANG, refusal, staffBookingHarness } from '../../test/staff-booking-harness';

describe.each(oneEngine)('paying at the counter on %s', (engine) => {
  const h = staffBookingHarness(engine);
  const { sukhumvit, book, bookingRow, ordersOf, auditOf, counts } = h;

  it('takes cash at the counter: paid, numbered, the order and the audit row name it', async () => {
    const id = await book();
    await recordCounterPayment(await sukhumvit(), {
      id,
      method: 'cash',
      reference: 'R-1001',
      amount: 2 * GUEST_SATANG,
      approved: true,
    });
    const row = await bookingRow(id);
    expect(row.state).toBe('paid');
    expect(row.booking_no).toMatch(/^YU-\d{8}-\d{4}$/);
    expect(row.remain_satang).toBe(0);
    expect(await ordersOf(id)).toEqual([
      { method: 'counter_cash', status: 'paid', failure: null, amount_satang: 150_000, reference: 'R-1001' },
    ]);
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.staff_id])).toEqual([
      ['create', desk.sukhumvit.staffId],
      ['pay', desk.sukhumvit.staffId],
    ]);
    expect(audit[1]?.after).toMatchObject({ state: 'paid', method: 'counter_cash', reference: 'R-1001' });
    const mail = await h.database.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', 'walk-in@example.com')
      .where('subject', 'like', `%${row.booking_no}%`)
      .execute();
    expect(mail).toHaveLength(1);
    const seen = await staffBooking(await sukhumvit(), id);
    expect(seen).toMatchObject({ paidSatang: 150_000, owedSatang: 0 });
    expect(seen.actions).not.toContain('pay_counter');
    expect(
      await refusal(
        recordCounterPayment(await sukhumvit(), { id, method: 'cash', amount: 150_000, approved: true }),
      ),
    ).toEqual({ code: 'booking.made' });
  });

  it('records a declined card and answers pos.failed; the booking stays pending and unpaid', async () => {
    const id = await book();
    expect(
      await refusal(
        recordCounterPayment(await sukhumvit(), {
          id,
          method: 'card',
          reference: 'SLIP-77',
          amount: 2 * GUEST_SATANG,
          approved: false,
        }),
      ),
    ).toEqual({ code: 'pos.failed' });
    const row = await bookingRow(id);
    expect(row).toMatchObject({ state: 'pending', booking_no: null });
    expect(await ordersOf(id)).toEqual([
      {
        method: 'counter_card',
        status: 'failed',
        failure: 'pos_declined',
        amount_satang: 150_000,
        reference: 'SLIP-77',
      },
    ]);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create', 'pay_declined']);
    // The card goes through on the second try.
    await recordCounterPayment(await sukhumvit(), {
      id,
      method: 'card',
      reference: 'SLIP-78',
      amount: 2 * GUEST_SATANG,
      approved: true,
    });
    expect((await bookingRow(id)).state).toBe('paid');
  });

  it('refuses a wrong amount, and a card without its slip number, writing nothing', async () => {
    const id = await book();
    const before = await counts();
    expect(
      await refusal(
        recordCounterPayment(await sukhumvit(), { id, method: 'cash', amount: 100_000, approved: true }),
      ),
    ).toEqual({ code: 'payment.unmatched_amount' });
    expect(
      await refusal(
        recordCounterPayment(await sukhumvit(), { id, method: 'card', amount: 150_000, approved: true }),
      ),
    ).toEqual({ code: 'request.invalid', field: 'reference' });
    expect(await counts()).toEqual(before);
    expect((await bookingRow(id)).state).toBe('pending');
  });

  it('answers booking.expired for a lapsed hold', async () => {
    const id = await book();
    await h.database.db
      .updateTable('bookings')
      .set({ hold_expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(
      await refusal(
        recordCounterPayment(await sukhumvit(), { id, method: 'cash', amount: 150_000, approved: true }),
      ),
    ).toEqual({ code: 'booking.expired' });
    expect(await refusal(sendPaymentLink(await sukhumvit(), { id, via: 'sms' }))).toEqual({
      code: 'booking.expired',
    });
  });
});
