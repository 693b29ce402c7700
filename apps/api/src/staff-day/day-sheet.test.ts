// The day sheet and one booking as the desk reads them (docs/product-rules.md, The day at the branch): which
// bookings a seeded day lists and in what order, their guests in the staff's language, end, money, the
// places per bucket, and the booking's payments, history and allowed moves.
import { AppError } from '../core/app-error';
import type { DatabaseHandle } from '../db/database';
import { engines, openTestDatabase } from '../../test/test-database';
import { scopeFor } from '../../test/test-scope';
import {
  aHeldBooking,
  aPaidBooking,
  bangkok,
  dayAhead,
  desk,
  scopeAs,
  setState,
  WALLET_MEMBER,
} from '../../test/desk-bookings';
import { fixedClock, systemClock } from '../core/clock';
import { sql } from 'kysely';
import { cancelBooking } from './cancel-booking.service';
import { daySheet } from './day-sheet.service';
import { checkInBooking } from './desk-moves.service';
import { staffBooking } from './staff-booking.service';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, ...error.values } : error),
  );

const massage = (no: number) => ({ no, treatments: ['yu-locker-set', 'yu-thai-60'] });

describe.each(engines)('the day at the branch on %s', (engine) => {
  let database: DatabaseHandle;
  const date = dayAhead(8);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const at = (time: string, over: object = {}) =>
      aPaidBooking(database, { date, time, guests: [massage(1)], ...over });
    ids['a'] = (
      await at('11:00', {
        guests: [
          {
            no: 1,
            name: 'Ploy',
            start: { onsen: '11:00', spa: '12:00' },
            treatments: ['yu-locker-set', 'yu-onsen-60', 'yu-thai-60'],
          },
          { no: 2, treatments: ['yu-locker-set', 'yu-thai-90'] },
        ],
        userId: WALLET_MEMBER,
        gatewaySatang: 150_000,
        remainSatang: 50_000,
      })
    ).id;
    ids['b'] = (await at('10:00')).id;
    await setState(database, ids['b'], 'checked_in');
    ids['c'] = (await at('12:00')).id;
    await setState(database, ids['c'], 'completed');
    ids['d'] = (await at('13:00')).id;
    await setState(database, ids['d'], 'no_show');
    ids['e'] = (await at('14:00')).id;
    await cancelBooking(await scopeAs(database, desk.owner), { id: ids['e'], refund: 'none' });
    ids['f'] = (await aHeldBooking(database, { date, time: '15:00', guests: [massage(1)] })).id;
    ids['g'] = (await aHeldBooking(database, { date, time: '16:00', guests: [massage(1)] })).id;
    await sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${ids['g']}`.execute(
      database.db,
    );
    ids['h'] = (await aPaidBooking(database, { date, time: '11:00', branchId: 'yuzen-ratchada' })).id;
  });
  afterAll(() => database.close());

  const sheetFor = async (principal = desk.sukhumvit, locale: 'en' | 'th' = 'en') =>
    daySheet(await scopeAs(database, principal, systemClock, locale), { branch_id: 'yuzen-sukhumvit', date });

  it('lists the bookings that hold or held places, and the live holds, by time', async () => {
    const sheet = await sheetFor();
    expect(sheet.bookings.map((b) => [b.row.id, b.row.state])).toEqual([
      [ids['b'], 'checked_in'],
      [ids['a'], 'paid'],
      [ids['c'], 'completed'],
      [ids['d'], 'no_show'],
      [ids['f'], 'pending'],
    ]);
  });

  it('names the guests’ products in the staff’s language, with the end of the last treatment and the money', async () => {
    const sheet = await sheetFor(desk.sukhumvit, 'th');
    const a = sheet.bookings.find((b) => b.row.id === ids['a']);
    expect(a?.guests).toEqual([
      { no: 1, name: 'Ploy', treatments: ['ชุดล็อกเกอร์และผ้าขนหนู', 'แช่ออนเซ็น 60 นาที', 'นวดแผนไทย 60 นาที'] },
      { no: 2, name: null, treatments: ['ชุดล็อกเกอร์และผ้าขนหนู', 'นวดแผนไทย 90 นาที'] },
    ]);
    // Guest 1: onsen 11:00–12:00, then the massage until 13:00; guest 2 until 12:30.
    expect(a?.endMin).toBe(13 * 60);
    expect([a?.paidSatang, a?.owedSatang]).toEqual([150_000, 50_000]);
    const pending = sheet.bookings.find((b) => b.row.id === ids['f']);
    expect([pending?.paidSatang, pending?.endMin]).toEqual([0, 16 * 60]);
  });

  it('counts the places per 15-minute bucket of the open hours as the capacity count does', async () => {
    const { buckets } = await sheetFor();
    expect(buckets[0]?.minute).toBe(10 * 60);
    expect(buckets.at(-1)?.minute).toBe(22 * 60 + 45);
    const at = (hhmm: string) => {
      const [h, m] = hhmm.split(':').map(Number);
      const bucket = buckets.find((b) => b.minute === (h as number) * 60 + (m as number));
      return [bucket?.spaUsed, bucket?.onsenUsed];
    };
    expect(at('10:00')).toEqual([1, 0]); // b, checked in
    expect(at('11:00')).toEqual([1, 1]); // a: guest 2 on a bed, guest 1 in the onsen
    expect(at('12:00')).toEqual([2, 0]); // a's two guests on beds; c completed holds none
    expect(at('12:30')).toEqual([1, 0]);
    expect(at('13:00')).toEqual([0, 0]); // d, a no-show, holds none
    expect(at('14:00')).toEqual([0, 0]); // e, cancelled, released its places
    expect(at('15:00')).toEqual([1, 0]); // f, a live hold
    expect(at('16:00')).toEqual([0, 0]); // g, a lapsed hold
  });

  it.each([
    ['branch staff of another branch', desk.ratchada],
    ['a brand admin of another brand', desk.otherBrandAdmin],
  ])('refuses the sheet to %s', async (_, principal) => {
    expect(await refusal(sheetFor(principal))).toEqual({ code: 'login.notAuthorized' });
  });

  it('finds no branch of another brand than the request’s', async () => {
    const scope = await scopeFor(database, { clock: systemClock, principal: desk.owner, host: '127.0.0.1' });
    expect(await refusal(daySheet(scope, { branch_id: 'yuzen-sukhumvit', date }))).toMatchObject({
      code: 'branch.notFound',
    });
    expect(
      await refusal(daySheet(scope, { branch_id: 'yuzen-sukhumvit', date: '2026-02-30' })),
    ).toMatchObject({
      code: 'request.invalid',
      field: 'date',
    });
  });

  it('shows one booking with its payments, history and the moves allowed now', async () => {
    await database.db
      .updateTable('bookings')
      .set({ tax_id: '0105556000000', tax_name: 'Ploy Co., Ltd.', tax_address: 'Bangkok', tax_phone: null })
      .where('id', '=', ids['a'] as string)
      .execute();
    const before = await staffBooking(await scopeAs(database, desk.sukhumvit), ids['a'] as string);
    expect(before.actions).toEqual(['check_in', 'cancel']);
    expect(before.payments.map((p) => [p.status, p.amount_satang, p.method])).toEqual([
      ['paid', 150_000, 'card'],
    ]);
    expect(before.history.map((h) => [h.action, h.by])).toEqual([
      ['hold', 'customer'],
      ['pay', 'customer'],
    ]);
    expect(before.row.tax_name).toBe('Ploy Co., Ltd.');
    const afterGrace = await scopeAs(database, desk.sukhumvit, fixedClock(bangkok(date, '11:15')));
    expect((await staffBooking(afterGrace, ids['a'] as string)).actions).toEqual([
      'check_in',
      'no_show',
      'cancel',
    ]);

    await checkInBooking(await scopeAs(database, desk.sukhumvit), { id: ids['a'] });
    const checkedIn = await staffBooking(await scopeAs(database, desk.sukhumvit), ids['a'] as string);
    expect(checkedIn.actions).toEqual(['complete']);
    expect(checkedIn.history.at(-1)).toMatchObject({
      action: 'check_in',
      by: 'Malee (Yuzen Sukhumvit desk)',
    });
  });

  it('shows a refunded payment and the cancellation in the history', async () => {
    const booking = await aPaidBooking(database, { date, time: '17:00', userId: WALLET_MEMBER });
    await cancelBooking(await scopeAs(database, desk.yuzenAdmin), {
      id: booking.id,
      refund: 'wallet',
      reason: 'Flight delayed',
    });
    const shown = await staffBooking(await scopeAs(database, desk.yuzenAdmin), booking.id);
    expect(shown.actions).toEqual([]);
    expect(shown.payments.map((p) => [p.refunded_at !== null, p.refund_via])).toEqual([[true, 'wallet']]);
    expect(shown.history.at(-1)).toMatchObject({
      action: 'cancel',
      by: 'Kanya (Yuzen admin)',
      detail: 'refund wallet 750.00 · Flight delayed',
    });
    expect([shown.paidSatang, shown.owedSatang]).toEqual([75_000, 0]);
  });

  it('answers booking.notFound for a booking out of reach', async () => {
    expect(await refusal(staffBooking(await scopeAs(database, desk.ratchada), ids['a'] as string))).toEqual({
      code: 'booking.notFound',
    });
    expect(
      await refusal(staffBooking(await scopeAs(database, desk.otherBrandAdmin), ids['h'] as string)),
    ).toEqual({
      code: 'booking.notFound',
    });
  });
});
