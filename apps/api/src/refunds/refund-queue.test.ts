// The refunds queue (docs/product-rules.md, The day at the branch: Refunds): a late payment on a lapsed hold
// waits with reason `expired`; honouring confirms it while its places are free and changes nothing when they
// are gone; a refund through the gateway happens once whatever the concurrency; a wallet credit needs a
// member; out of reach is refused.
import { sql } from 'kysely';
import { AppError } from '../core/app-error';
import type { DatabaseHandle } from '../db/database';
import { engines, openTestDatabase } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import { systemClock } from '../core/clock';
import { aHeldBooking, dayAhead, desk, scopeAs, WALLET_MEMBER } from '../../test/desk-bookings';
import { aLatePayment, type LatePayment } from '../../test/late-payments';
import { refundQueue } from './refund-queue.service';
import { resolveRefund } from './resolve-refund.service';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, ...error.values } : error),
  );

describe.each(engines)('the refunds queue on %s', (engine) => {
  let database: DatabaseHandle;
  const date = dayAhead(6);
  let slot = 0;
  const nextTime = () => {
    const minute = 600 + 60 * slot++;
    return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  };
  const late = (over: { userId?: string } = {}) =>
    aLatePayment(database, { date, time: nextTime(), ...over });
  const admin = () => scopeAs(database, desk.yuzenAdmin);
  const queueOf = async (input: Record<string, unknown> = { branch_id: 'yuzen-sukhumvit' }) =>
    refundQueue(await admin(), input);
  const release = (payment: LatePayment) =>
    database.db
      .updateTable('bookings')
      .set({ state: 'cancelled' })
      .where('id', '=', payment.takerId)
      .execute();

  /** The rows of a table, or of one booking in it. */
  const countOf = async (table: 'capacity_holds' | 'outbox', bookingId?: string) => {
    let query = database.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n'));
    if (bookingId) query = query.where('booking_id', '=', bookingId);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };

  /** Everything a resolution may touch, to compare before and after. */
  const snapshot = async (payment: LatePayment) => ({
    booking: await database.db
      .selectFrom('bookings')
      .select(['state', 'booking_no'])
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow(),
    holds: await countOf('capacity_holds', payment.id),
    order: await database.db
      .selectFrom('payment_orders')
      .select(['status', 'failure', 'refunded_satang', 'refund_via', 'resolution', 'refund_claimed_at'])
      .where('id', '=', payment.orderId)
      .executeTakeFirstOrThrow(),
    ledger: await database.db
      .selectFrom('wallet_ledger')
      .select(['amount_satang', 'reason'])
      .where('booking_id', '=', payment.id)
      .execute(),
    sandboxRefunds: await database.db
      .selectFrom('sandbox_refunds' as never)
      .select('amount_satang' as never)
      .where('charge_id' as never, '=', payment.chargeId as never)
      .execute(),
    audit: (
      await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('subject_id', '=', payment.id)
        .execute()
    ).map((row) => row.action),
    outbox: await countOf('outbox'),
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    // One bed: a lapsed hold's places go to the next booking at that time.
    await sql`update branches set spa_beds = 1 where id = 'yuzen-sukhumvit'`.execute(database.db);
  });
  afterAll(() => database.close());

  it('lists a late payment on a lapsed hold with reason expired, and what may be done with it', async () => {
    const payment = await late();
    const queue = await queueOf();
    const item = queue.items.find((row) => row.payment_id === payment.orderId);
    expect(item).toMatchObject({
      booking_id: payment.id,
      state: 'pending',
      failure: 'expired',
      amount_satang: 75_000,
      resolution: null,
    });
    expect(queue.total).toBeGreaterThanOrEqual(1);
    // Another branch of the brand has none of it; another brand's admin may not look.
    expect((await queueOf({ branch_id: 'yuzen-ratchada' })).items).toEqual([]);
    expect(await refusal(refundQueue(await scopeAs(database, desk.otherBrandAdmin), {}))).toEqual({
      code: 'login.notAuthorized',
    });
    expect(await refusal(refundQueue(await scopeAs(database, desk.sukhumvit), {}))).toEqual({
      code: 'login.notAuthorized',
    });
  });

  it('pages and orders the queue by amount and by arrival', async () => {
    await late();
    const all = await queueOf({ branch_id: null, sort: 'amount_asc', page_size: 100 });
    const amounts = all.items.map((row) => row.amount_satang);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const newest = await queueOf({ branch_id: null, sort: 'received_desc', page: 1, page_size: 1 });
    const next = await queueOf({ branch_id: null, sort: 'received_desc', page: 2, page_size: 1 });
    expect(newest.items).toHaveLength(1);
    expect(newest.total).toBe(all.total);
    expect(newest.items[0]!.updated_at.getTime()).toBeGreaterThanOrEqual(next.items[0]!.updated_at.getTime());
    expect(await refusal(queueOf({ page_size: 1000 }))).toMatchObject({ code: 'request.invalid' });
  });

  it('honours a late payment while its places are free: paid, numbered, places held, off the queue', async () => {
    const time = nextTime();
    const payment = await aLatePayment(database, { date, time });
    await release(payment);
    const before = await snapshot(payment);
    await resolveRefund(await admin(), { payment_id: payment.orderId, via: 'honour' });
    const after = await snapshot(payment);
    expect(after).toMatchObject({
      booking: { state: 'paid', booking_no: expect.stringMatching(/-\d{4}$/) },
      holds: before.holds,
      order: { status: 'paid', failure: null, resolution: 'honour', refund_claimed_at: null },
      sandboxRefunds: [],
      audit: ['honour'],
      outbox: before.outbox + 1,
    });
    expect(after.holds).toBeGreaterThan(0);
    expect((await queueOf()).items.map((row) => row.payment_id)).not.toContain(payment.orderId);
    // Its places count again: a new hold at that time finds none.
    await expect(aHeldBooking(database, { date, time })).rejects.toThrow();
  });

  it('refuses to honour when the places were taken, and changes nothing', async () => {
    const payment = await late();
    const before = await snapshot(payment);
    expect(
      await refusal(resolveRefund(await admin(), { payment_id: payment.orderId, via: 'honour' })),
    ).toEqual({
      code: 'booking.noQueue',
    });
    expect(await snapshot(payment)).toEqual(before);
  });

  it('refuses to honour a payment whose reason does not allow it, naming why', async () => {
    const payment = await late();
    await release(payment);
    await database.db
      .updateTable('payment_orders')
      .set({ failure: 'amount_mismatch' })
      .where('id', '=', payment.orderId)
      .execute();
    const before = await snapshot(payment);
    expect(
      await refusal(resolveRefund(await admin(), { payment_id: payment.orderId, via: 'honour' })),
    ).toEqual({
      code: 'refund.cannotHonour',
      reason: 'amount_mismatch',
    });
    expect(await snapshot(payment)).toEqual(before);
  });

  it('refuses to honour a booking whose time has passed', async () => {
    const payment = await late();
    await release(payment);
    await database.db
      .updateTable('bookings')
      .set({ date: dayAhead(-1) })
      .where('id', '=', payment.id)
      .execute();
    const before = await snapshot(payment);
    expect(
      await refusal(resolveRefund(await admin(), { payment_id: payment.orderId, via: 'honour' })),
    ).toEqual({
      code: 'refund.cannotHonour',
      reason: 'started',
    });
    expect(await snapshot(payment)).toEqual(before);
  });

  it('refunds through the gateway once, even when two desks resolve at the same moment', async () => {
    const payment = await late();
    const scopes = await Promise.all([admin(), scopeAs(database, desk.owner)]);
    const outcomes = await Promise.all(
      scopes.map(async (scope) =>
        refusal(resolveRefund(scope, { payment_id: payment.orderId, via: 'gateway' })),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o !== null)).toEqual([{ code: 'refund.taken' }]);
    expect(await snapshot(payment)).toMatchObject({
      booking: { state: 'pending', booking_no: null },
      order: {
        status: 'refund_required',
        refunded_satang: 75_000,
        refund_via: 'gateway',
        resolution: 'gateway',
        refund_claimed_at: null,
      },
      ledger: [],
      sandboxRefunds: [{ amount_satang: 75_000 }],
      audit: ['refund'],
    });
    expect((await queueOf()).items.map((row) => row.payment_id)).not.toContain(payment.orderId);
    // The customer is told once, with the amount and where it goes.
    const told = await database.db
      .selectFrom('outbox')
      .select('body')
      .where('booking_id', '=', payment.id)
      .where('kind', '=', 'booking_refunded')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('750.00');
    expect(told[0]?.body).toContain('card or account you paid with');
    // Resolved is resolved: any second way is refused.
    for (const via of ['gateway', 'wallet', 'honour'])
      expect(await refusal(resolveRefund(await admin(), { payment_id: payment.orderId, via }))).toEqual({
        code: 'refund.taken',
      });
  });

  it('keeps the payment queued when the gateway refuses the refund', async () => {
    const payment = await late();
    const scope = await admin();
    const failing = {
      ...scope,
      payments: { ...scope.payments, refund: async () => ({ status: 'fail' as const, reason: 'down' }) },
    };
    const before = await snapshot(payment);
    expect(await refusal(resolveRefund(failing, { payment_id: payment.orderId, via: 'gateway' }))).toEqual({
      code: 'refund.gatewayFailed',
    });
    expect(await snapshot(payment)).toEqual(before);
  });

  it('credits a member’s wallet with the amount received; a visitor has no wallet', async () => {
    const member = await late({ userId: WALLET_MEMBER });
    await resolveRefund(await admin(), { payment_id: member.orderId, via: 'wallet' });
    expect(await snapshot(member)).toMatchObject({
      order: { refunded_satang: 75_000, refund_via: 'wallet', resolution: 'wallet' },
      ledger: [{ amount_satang: 75_000, reason: 'refund' }],
      sandboxRefunds: [],
      audit: ['refund'],
    });
    const visitor = await late();
    const before = await snapshot(visitor);
    expect(
      await refusal(resolveRefund(await admin(), { payment_id: visitor.orderId, via: 'wallet' })),
    ).toEqual({
      code: 'booking.noWalletForGuest',
    });
    expect(await snapshot(visitor)).toEqual(before);
  });

  it('answers refund.notFound out of reach, and refuses malformed input', async () => {
    const payment = await late();
    for (const principal of [desk.otherBrandAdmin, desk.sukhumvit])
      expect(
        await refusal(
          resolveRefund(await scopeAs(database, principal), { payment_id: payment.orderId, via: 'gateway' }),
        ),
      ).toEqual({ code: 'refund.notFound' });
    expect(
      await refusal(
        resolveRefund(await admin(), { payment_id: '00000000-0000-4000-8000-000000000000', via: 'gateway' }),
      ),
    ).toEqual({ code: 'refund.notFound' });
    // Asked on another brand's site, even the owner finds none of this brand's payments.
    const elsewhere = await scopeFor(database, {
      clock: systemClock,
      principal: desk.owner,
      host: '127.0.0.1',
    });
    expect(await refusal(resolveRefund(elsewhere, { payment_id: payment.orderId, via: 'gateway' }))).toEqual({
      code: 'refund.notFound',
    });
    expect((await refundQueue(elsewhere, {})).items).toEqual([]);
    expect(
      await refusal(resolveRefund(await admin(), { payment_id: payment.orderId, via: 'cash' })),
    ).toMatchObject({
      code: 'request.invalid',
    });
  });
});
