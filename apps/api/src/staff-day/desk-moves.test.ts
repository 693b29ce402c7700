// The desk's moves (docs/product-rules.md, The day at the branch): check in by id or QR, complete, no-show
// after the grace; each refusal changes nothing; scope hides bookings out of reach; two desks at once.
import { AppError } from '../core/app-error';
import { fixedClock } from '../core/clock';
import type { DatabaseHandle } from '../db/database';
import { engines, openTestDatabase } from '../../test/test-database';
import {
  aHeldBooking,
  aPaidBooking,
  bangkok,
  dayAhead,
  desk,
  scopeAs,
  setState,
} from '../../test/desk-bookings';
import { checkInBooking, completeBooking, markNoShow } from './desk-moves.service';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? { code: error.code, ...error.values } : error),
  );

describe.each(engines)('desk moves on %s', (engine) => {
  let database: DatabaseHandle;
  const date = dayAhead(6);
  const at = (hhmm: string) => fixedClock(bangkok(date, hhmm));
  let slot = 0;
  // Each case its own start time (starts are every 30 minutes), so capacity never decides a case.
  const nextTime = () => {
    const minute = 600 + 30 * slot++;
    return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  };
  const paid = () => aPaidBooking(database, { date, time: nextTime() });
  const stateOf = async (id: string) =>
    (await database.db.selectFrom('bookings').select('state').where('id', '=', id).executeTakeFirstOrThrow())
      .state;
  const audit = (id: string) =>
    database.db
      .selectFrom('audit_log')
      .select(['action', 'staff_id', 'before', 'after'])
      .where('subject_id', '=', id)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('checks a paid booking in, then completes it, each with its audit row', async () => {
    const booking = await paid();
    const scope = await scopeAs(database, desk.sukhumvit);
    expect(await checkInBooking(scope, { id: booking.id })).toBe(booking.id);
    expect(await stateOf(booking.id)).toBe('checked_in');
    await completeBooking(scope, booking.id);
    expect(await stateOf(booking.id)).toBe('completed');
    expect(await audit(booking.id)).toEqual([
      {
        action: 'check_in',
        staff_id: desk.sukhumvit.staffId,
        before: { state: 'paid' },
        after: { state: 'checked_in' },
      },
      {
        action: 'complete',
        staff_id: desk.sukhumvit.staffId,
        before: { state: 'checked_in' },
        after: { state: 'completed' },
      },
    ]);
  });

  it('checks in by the QR link, and refuses a link whose token is not the booking’s', async () => {
    const booking = await paid();
    const scope = await scopeAs(database, desk.sukhumvit);
    const link = (token: string) => `http://localhost/book/${booking.id}?token=${encodeURIComponent(token)}`;
    expect(await refusal(checkInBooking(scope, { qr: link(`${booking.token}x`) }))).toEqual({
      code: 'booking.notFound',
    });
    expect(await refusal(checkInBooking(scope, { qr: 'YU-20261124-0001' }))).toMatchObject({
      code: 'request.invalid',
      field: 'qr',
    });
    expect(await stateOf(booking.id)).toBe('paid');
    await checkInBooking(scope, { qr: link(booking.token) });
    expect(await stateOf(booking.id)).toBe('checked_in');
  });

  it.each([
    ['check in a pending booking', 'pending', 'check_in'],
    ['complete a paid booking', 'paid', 'complete'],
    ['check in twice', 'checked_in', 'check_in'],
    ['mark a checked-in guest a no-show', 'checked_in', 'no_show'],
    ['complete a cancelled booking', 'cancelled', 'complete'],
  ] as const)('refuses to %s, naming the state, and changes nothing', async (_, from, event) => {
    const booking =
      from === 'pending' ? await aHeldBooking(database, { date, time: nextTime() }) : await paid();
    if (from !== 'pending' && from !== 'paid') await setState(database, booking.id, from);
    const scope = await scopeAs(database, desk.owner, at('23:00'));
    const move = {
      check_in: () => checkInBooking(scope, { id: booking.id }),
      complete: () => completeBooking(scope, booking.id),
      no_show: () => markNoShow(scope, booking.id),
    }[event];
    expect(await refusal(move())).toEqual({ code: 'booking.transitionRefused', from });
    expect(await stateOf(booking.id)).toBe(from);
    expect(await audit(booking.id)).toEqual([]);
  });

  it('marks a no-show only from the start plus the brand’s grace, by the injected clock', async () => {
    const booking = await aPaidBooking(database, { date, time: '18:00' });
    const early = await scopeAs(database, desk.sukhumvit, at('18:14'));
    expect(await refusal(markNoShow(early, booking.id))).toEqual({
      code: 'booking.tooEarlyForNoShow',
      time: `${date} 18:15`,
    });
    expect(await stateOf(booking.id)).toBe('paid');
    await markNoShow(await scopeAs(database, desk.sukhumvit, at('18:15')), booking.id);
    expect(await stateOf(booking.id)).toBe('no_show');
  });

  it('reads the grace from the brand', async () => {
    await database.db
      .updateTable('brands')
      .set({ no_show_grace_min: 45 })
      .where('id', '=', 'yuzen')
      .execute();
    try {
      const booking = await aPaidBooking(database, { date, time: '18:30' });
      const before = await scopeAs(database, desk.sukhumvit, at('19:14'));
      expect(await refusal(markNoShow(before, booking.id))).toMatchObject({ time: `${date} 19:15` });
      await markNoShow(await scopeAs(database, desk.sukhumvit, at('19:15')), booking.id);
      expect(await stateOf(booking.id)).toBe('no_show');
    } finally {
      await database.db
        .updateTable('brands')
        .set({ no_show_grace_min: 15 })
        .where('id', '=', 'yuzen')
        .execute();
    }
  });

  it.each([
    ['branch staff of another branch', desk.ratchada],
    ['a brand admin of another brand', desk.otherBrandAdmin],
  ])('answers booking.notFound to %s', async (_, principal) => {
    const booking = await paid();
    const scope = await scopeAs(database, principal);
    expect(await refusal(checkInBooking(scope, { id: booking.id }))).toEqual({ code: 'booking.notFound' });
    expect(
      await refusal(checkInBooking(scope, { qr: `/book/${booking.id}?token=${booking.token}` })),
    ).toEqual({
      code: 'booking.notFound',
    });
    expect(await stateOf(booking.id)).toBe('paid');
  });

  it('answers login.unauthenticated to anyone but staff, and booking.notFound to an unknown id', async () => {
    const booking = await paid();
    const guest = await scopeAs(database, { kind: 'guest' });
    expect(await refusal(checkInBooking(guest, { id: booking.id }))).toEqual({
      code: 'login.unauthenticated',
    });
    const owner = await scopeAs(database, desk.owner);
    expect(await refusal(checkInBooking(owner, { id: 'not-a-booking' }))).toEqual({
      code: 'booking.notFound',
    });
  });

  it('lets one of two desks acting at once move the booking; the other is refused', async () => {
    const booking = await aPaidBooking(database, { date, time: '17:00' });
    const late = at('17:30');
    const [a, b] = await Promise.all([
      refusal(checkInBooking(await scopeAs(database, desk.sukhumvit, late), { id: booking.id })),
      refusal(markNoShow(await scopeAs(database, desk.yuzenAdmin, late), booking.id)),
    ]);
    const outcomes = [a, b].map((r) => (r === null ? 'moved' : (r as { code: string }).code)).sort();
    expect(outcomes).toEqual(['booking.transitionRefused', 'moved']);
    expect(['checked_in', 'no_show']).toContain(await stateOf(booking.id));
    expect(await audit(booking.id)).toHaveLength(1);
  });
});
