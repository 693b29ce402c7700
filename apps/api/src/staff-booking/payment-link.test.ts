// Paying a staff booking by a payment link (docs/product-rules.md, Bookings made by staff): the link through the
// outbox keeps the places up to 24 hours, and the customer pays on the web as anyone does.
import { minutesBetween, toBranchLocal } from '@sabai/booking-rules';
import { systemClock } from '../core/clock';
import { completeCharge } from '../dev/payment-sandbox/sandbox-charges.repository';
import type { SandboxDatabase } from '../dev/payment-sandbox/sandbox-charges.table';
import { priceBooking } from '../booking/booking-summary.service';
import { toPrice } from '../booking/prebooking.service';
import { createPaymentOrder } from '../payment/kpayment-order.service';
import { applyChargeStatus } from '../payment/payment-outcome.service';
import { oneEngine } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import { dayAhead } from '../../test/desk-bookings';
import { createStaffBooking } from './create-staff-booking.service';
import { sendPaymentLink } from './payment-link.service';
import { guest, staffBookingHarness } from '../../test/staff-booking-harness';

describe.each(oneEngine)('paying by a payment link on %s', (engine) => {
  const h = staffBookingHarness(engine);
  const { sukhumvit, book, bookingRow, auditOf } = h;

  it.each([
    ['a week ahead: 24 hours', 7],
    ['tomorrow morning: until the start, or 24 hours if that comes first', 1],
  ])('sends a payment link and keeps the places %s', async (_, days) => {
    const day = dayAhead(days);
    const id = await createStaffBooking(await sukhumvit(), {
      branch_id: 'yuzen-sukhumvit',
      date: day,
      time: '10:00',
      guests: [guest()],
      contact_name: 'Link Customer',
      contact_phone: '0891234567',
      contact_email: 'link@example.com',
    });
    const { token } = await bookingRow(id);
    const sentAt = Date.now();
    await sendPaymentLink(await sukhumvit(), { id, via: 'sms' });
    const sms = await h.database.db
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('recipient', '=', '0891234567')
      .where('body', 'like', `%${id}%`)
      .execute();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.channel).toBe('sms');
    expect(sms[0]?.body).toContain(`/book/${id}?token=${token}`);
    const untilStartMs =
      minutesBetween(toBranchLocal(sentAt, 'Asia/Bangkok'), { date: day, time: 600 }) * 60_000;
    const expected = sentAt + Math.min(24 * 3_600_000, untilStartMs);
    const held = (await bookingRow(id)).hold_expires_at?.getTime() ?? 0;
    expect(Math.abs(held - expected)).toBeLessThan(120_000);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['create', 'send_payment_link']);
  });

  it('lets the customer pay the linked booking on the web as anyone does', async () => {
    const id = await book();
    await sendPaymentLink(await sukhumvit(), { id, via: 'email' });
    const row = await bookingRow(id);
    const web = await scopeFor(h.database, { clock: systemClock });
    const s = await priceBooking(web, toPrice(row));
    const created = await createPaymentOrder(web, {
      id,
      token: row.token,
      payment_method: 'card',
      sub_total: s.subTotalSatang,
      discount: s.discountSatang,
      tier_discount: s.tierDiscountSatang,
      grand_total: s.grandTotalSatang,
      deposit: s.depositSatang,
      remain: s.remainSatang,
    });
    const charge = created.order.charge_id as string;
    await completeCharge(h.database.db.withTables<SandboxDatabase>(), charge, 'pay');
    const outcome = await applyChargeStatus(
      h.database.db,
      {
        chargeId: charge,
        orderId: created.order.id,
        amountSatang: created.order.amount_satang,
        currency: 'THB',
        status: 'success',
        transactionState: 'Authorized',
      },
      { clock: systemClock },
    );
    expect(outcome).toBe('confirmed');
    expect(await bookingRow(id)).toMatchObject({ state: 'paid', channel: 'staff' });
  });
});
