// Bookings made by staff (docs/product-rules.md, Bookings made by staff): held through the customer's own
// prebook with the staff's options (channel staff, above the web's group limit), refused as any booking when
// full or out of reach; paid at the counter (cash, a declined card, a wrong amount), or by a payment link the
// customer pays on the web; and a group request booked in the booking's own transaction.
import { minutesBetween, toBranchLocal } from '@sabai/booking-rules';
import { randomUUID } from 'node:crypto';
import { AppError } from '../core/app-error';
import { systemClock } from '../core/clock';
import type { DatabaseHandle } from '../db/database';
import { completeCharge } from '../dev/payment-sandbox/sandbox-charges.repository';
import type { SandboxDatabase } from '../dev/payment-sandbox/sandbox-charges.table';
import { priceBooking } from '../booking/booking-summary.service';
import { toPrice } from '../booking/prebooking.service';
import { createPaymentOrder } from '../payment/kpayment-order.service';
import { applyChargeStatus } from '../payment/payment-outcome.service';
import { staffBooking } from '../staff-day/staff-booking.service';
import { engines, openTestDatabase } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import { dayAhead, desk, scopeAs } from '../../test/desk-bookings';
import { recordCounterPayment } from './counter-payment.service';
import { createStaffBooking } from './create-staff-booking.service';
import { sendPaymentLink } from './payment-link.service';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, ...error.values } : error),
  );

// 100 THB locker set + 650 THB Thai massage.
const GUEST_SATANG = 75_000;
const guest = (name?: string) => ({ ...(name ? { name } : {}), treatments: ['yu-locker-set', 'yu-thai-60'] });

describe.each(engines)('bookings made by staff on %s', (engine) => {
  let database: DatabaseHandle;
  const date = dayAhead(9);
  // Each booking of the cases on a day of its own, so places never run out between cases.
  let slot = 0;
  const nextDay = () => dayAhead(12 + slot++);
  const sukhumvit = () => scopeAs(database, desk.sukhumvit);
  const book = async (over: Record<string, unknown> = {}) =>
    createStaffBooking(await sukhumvit(), {
      branch_id: 'yuzen-sukhumvit',
      date: nextDay(),
      time: '14:00',
      guests: [guest('Niran'), guest()],
      contact_name: 'Walk-in Customer',
      contact_phone: '081-234-5678',
      contact_email: 'walk-in@example.com',
      ...over,
    });
  const bookingRow = (id: string) =>
    database.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ordersOf = (id: string) =>
    database.db
      .selectFrom('payment_orders')
      .select(['method', 'status', 'failure', 'amount_satang', 'reference'])
      .where('booking_id', '=', id)
      .orderBy('created_at')
      .execute();
  const auditOf = (id: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'after'])
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();
  const count = async (table: 'bookings' | 'audit_log' | 'payment_orders' | 'outbox') =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const counts = async () => ({
    bookings: await count('bookings'),
    audit: await count('audit_log'),
    orders: await count('payment_orders'),
    outbox: await count('outbox'),
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

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
    const holds = await database.db
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
    const ratchada = await scopeAs(database, desk.ratchada);
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
    const mail = await database.db
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
    await database.db
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
    const sms = await database.db
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
    const web = await scopeFor(database, { clock: systemClock });
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
    await completeCharge(database.db.withTables<SandboxDatabase>(), charge, 'pay');
    const outcome = await applyChargeStatus(
      database.db,
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

  describe('from a group request', () => {
    const aRequest = async (status: 'new' | 'declined' = 'new') => {
      const id = randomUUID();
      await database.db
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
      database.db
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
      await database.db
        .updateTable('direct_requests')
        .set({ branch_id: 'yuzen-ratchada' })
        .where('id', '=', elsewhere)
        .execute();
      expect(await refusal(book({ group_request_id: elsewhere }))).toEqual({ code: 'request.notFound' });
      expect(await counts()).toEqual(before);
    });
  });
});
