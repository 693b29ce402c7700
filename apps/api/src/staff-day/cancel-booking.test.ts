// Cancelling at the desk (docs/product-rules.md, The day at the branch): places released at once, the refund
// chosen (wallet, gateway, none) paid exactly once whatever the concurrency, and any failure on the way
// leaving booking, ledger, order and places as they were.
import { AppError } from '../core/app-error';
import type { DatabaseHandle } from '../db/database';
import type { PaymentGateway } from '../payment/gateway';
import { engines, openTestDatabase } from '../../test/test-database';
import {
  aPaidBooking,
  dayAhead,
  desk,
  scopeAs,
  WALLET_MEMBER,
  type DeskBooking,
} from '../../test/desk-bookings';
import { cancelBooking } from './cancel-booking.service';
import { checkInBooking } from './desk-moves.service';
import { staffBooking } from './staff-booking.service';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, ...error.values } : error),
  );

describe.each(engines)('cancelling at the desk on %s', (engine) => {
  let database: DatabaseHandle;
  const date = dayAhead(7);
  let slot = 0;
  const nextTime = () => {
    const minute = 600 + 30 * slot++;
    return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  };
  const paid = (over: { userId?: string; walletSatang?: number } = {}) =>
    aPaidBooking(database, { date, time: nextTime(), ...over });
  const admin = () => scopeAs(database, desk.yuzenAdmin);

  /** Everything a cancellation may touch, to compare before and after. */
  const snapshot = async (booking: DeskBooking) => ({
    state: (
      await database.db
        .selectFrom('bookings')
        .select('state')
        .where('id', '=', booking.id)
        .executeTakeFirstOrThrow()
    ).state,
    holds: Number(
      (
        await database.db
          .selectFrom('capacity_holds')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('booking_id', '=', booking.id)
          .executeTakeFirstOrThrow()
      ).n,
    ),
    ledger: await database.db
      .selectFrom('wallet_ledger')
      .select(['amount_satang', 'reason'])
      .where('booking_id', '=', booking.id)
      .orderBy('amount_satang')
      .execute(),
    order: await database.db
      .selectFrom('payment_orders')
      .select(['status', 'refunded_satang', 'refund_via', 'refund_reference'])
      .where('id', '=', booking.orderId)
      .executeTakeFirstOrThrow(),
    sandboxRefunds: await database.db
      .selectFrom('sandbox_refunds' as never)
      .select('amount_satang' as never)
      .where('charge_id' as never, '=', booking.chargeId as never)
      .execute(),
    audit: (
      await database.db
        .selectFrom('audit_log')
        .select('action')
        .where('subject_id', '=', booking.id)
        .execute()
    ).map((row) => row.action),
  });

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('cancels without a refund: places released at once, the order untouched', async () => {
    const booking = await paid();
    expect((await snapshot(booking)).holds).toBeGreaterThan(0);
    await cancelBooking(await scopeAs(database, desk.sukhumvit), {
      id: booking.id,
      refund: 'none',
      reason: 'Asked by phone',
    });
    expect(await snapshot(booking)).toEqual({
      state: 'cancelled',
      holds: 0,
      ledger: [],
      order: { status: 'paid', refunded_satang: 0, refund_via: null, refund_reference: null },
      sandboxRefunds: [],
      audit: ['cancel'],
    });
    const row = await database.db
      .selectFrom('audit_log')
      .select('after')
      .where('subject_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(row.after).toEqual({ state: 'cancelled', refund: null, reason: 'Asked by phone' });
  });

  it('credits the member’s wallet with exactly what was paid, once, even when two desks cancel at once', async () => {
    const booking = await paid({ userId: WALLET_MEMBER, walletSatang: 20_000 });
    const scopes = await Promise.all([admin(), scopeAs(database, desk.owner)]);
    const outcomes = await Promise.all(
      scopes.map((scope) => refusal(cancelBooking(scope, { id: booking.id, refund: 'wallet' }))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.filter((o) => o !== null)).toEqual([
      { code: 'booking.transitionRefused', from: 'cancelled' },
    ]);
    expect(await snapshot(booking)).toEqual({
      state: 'cancelled',
      holds: 0,
      // The 200 THB taken from the wallet at payment, and 750 + 200 THB back.
      ledger: [
        { amount_satang: -20_000, reason: 'booking' },
        { amount_satang: 95_000, reason: 'refund' },
      ],
      order: { status: 'paid', refunded_satang: 95_000, refund_via: 'wallet', refund_reference: null },
      sandboxRefunds: [],
      audit: ['cancel'],
    });
    expect(await refusal(cancelBooking(await admin(), { id: booking.id, refund: 'wallet' }))).toEqual({
      code: 'booking.transitionRefused',
      from: 'cancelled',
    });
  });

  it('refunds through the gateway, and the wallet’s part to the wallet', async () => {
    const booking = await paid({ userId: WALLET_MEMBER, walletSatang: 10_000 });
    await cancelBooking(await admin(), { id: booking.id, refund: 'gateway' });
    expect(await snapshot(booking)).toMatchObject({
      state: 'cancelled',
      holds: 0,
      ledger: [
        { amount_satang: -10_000, reason: 'booking' },
        { amount_satang: 10_000, reason: 'refund' },
      ],
      order: {
        status: 'paid',
        refunded_satang: 85_000,
        refund_via: 'gateway',
        refund_reference: expect.stringMatching(/^rfnd_test_/),
      },
      sandboxRefunds: [{ amount_satang: 75_000 }],
    });
    // The customer is told by the branch's message, with the money back.
    const told = await database.db
      .selectFrom('outbox')
      .select(['kind', 'body'])
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_cancelled')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('is cancelled by the branch');
    expect(told[0]?.body).toContain('850.00');
  });

  it('refunds through the gateway once when two desks cancel at once', async () => {
    const booking = await paid();
    const outcomes = await Promise.all(
      [admin(), scopeAs(database, desk.owner)].map(async (scope) =>
        refusal(cancelBooking(await scope, { id: booking.id, refund: 'gateway' })),
      ),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(1);
    expect(outcomes.find((o) => o !== null)).toMatchObject({ code: 'booking.transitionRefused' });
    expect(await snapshot(booking)).toMatchObject({
      state: 'cancelled',
      order: { refunded_satang: 75_000, refund_via: 'gateway' },
      sandboxRefunds: [{ amount_satang: 75_000 }],
    });
  });

  it('holds every other move of the booking while its refund is at the gateway', async () => {
    const booking = await paid();
    const scope = await admin();
    let answer!: () => void;
    const gateway: PaymentGateway = {
      ...scope.payments,
      refund: (request) => new Promise((resolve) => (answer = () => resolve(scope.payments.refund(request)))),
    };
    const cancelling = cancelBooking({ ...scope, payments: gateway }, { id: booking.id, refund: 'gateway' });
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      await refusal(checkInBooking(await scopeAs(database, desk.sukhumvit), { id: booking.id })),
    ).toEqual({
      code: 'booking.transitionRefused',
      from: 'paid',
    });
    expect((await staffBooking(await scopeAs(database, desk.sukhumvit), booking.id)).actions).toEqual([]);
    answer();
    await cancelling;
    expect(await snapshot(booking)).toMatchObject({ state: 'cancelled', audit: ['cancel'] });
  });

  it('refuses a wallet refund for a visitor’s booking, and changes nothing', async () => {
    const booking = await paid();
    const before = await snapshot(booking);
    expect(await refusal(cancelBooking(await admin(), { id: booking.id, refund: 'wallet' }))).toEqual({
      code: 'booking.noWalletForGuest',
    });
    expect(await snapshot(booking)).toEqual(before);
  });

  it('keeps money back for brand admins and owners: branch staff may cancel only without a refund', async () => {
    const booking = await paid({ userId: WALLET_MEMBER });
    const before = await snapshot(booking);
    for (const refund of ['wallet', 'gateway'])
      expect(
        await refusal(cancelBooking(await scopeAs(database, desk.sukhumvit), { id: booking.id, refund })),
      ).toEqual({
        code: 'login.notAuthorized',
      });
    expect(await snapshot(booking)).toEqual(before);
  });

  it.each([
    ['branch staff of another branch', desk.ratchada],
    ['a brand admin of another brand', desk.otherBrandAdmin],
  ])('answers booking.notFound to %s', async (_, principal) => {
    const booking = await paid();
    const before = await snapshot(booking);
    expect(
      await refusal(cancelBooking(await scopeAs(database, principal), { id: booking.id, refund: 'none' })),
    ).toEqual({
      code: 'booking.notFound',
    });
    expect(await snapshot(booking)).toEqual(before);
  });

  it('leaves everything as it was when the gateway refuses or cannot be reached (refund.failed)', async () => {
    for (const refund of [
      async () => ({ status: 'fail' as const, reason: 'declined' }),
      async (): Promise<never> => {
        throw new Error('connection reset');
      },
    ]) {
      const booking = await paid({ userId: WALLET_MEMBER, walletSatang: 5_000 });
      const before = await snapshot(booking);
      const scope = await admin();
      const gateway: PaymentGateway = { ...scope.payments, refund };
      expect(
        await refusal(cancelBooking({ ...scope, payments: gateway }, { id: booking.id, refund: 'gateway' })),
      ).toEqual({
        code: 'refund.failed',
      });
      expect(await snapshot(booking)).toEqual(before);
    }
  });

  it('leaves everything as it was when the cancellation fails after the wallet’s credit', async () => {
    const booking = await paid({ userId: WALLET_MEMBER });
    const before = await snapshot(booking);
    const failing = cancelBooking(
      await admin(),
      { id: booking.id, refund: 'wallet' },
      {
        afterLedger: async () => {
          throw new Error('injected after the ledger insert');
        },
      },
    );
    await expect(failing).rejects.toThrow('injected after the ledger insert');
    expect(await snapshot(booking)).toEqual(before);
    // And the same cancellation, without the failure, goes through once.
    await cancelBooking(await admin(), { id: booking.id, refund: 'wallet' });
    expect((await snapshot(booking)).ledger).toEqual([{ amount_satang: 75_000, reason: 'refund' }]);
  });

  it('refuses an unknown refund choice as invalid input', async () => {
    const booking = await paid();
    expect(await refusal(cancelBooking(await admin(), { id: booking.id, refund: 'cash' }))).toMatchObject({
      code: 'request.invalid',
      field: 'refund',
    });
  });
});
