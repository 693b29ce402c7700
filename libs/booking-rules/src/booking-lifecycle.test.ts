import {
  BOOKING_EVENTS,
  BOOKING_STATES,
  holdLapsed,
  holdsPlaces,
  isPrevious,
  isUpcoming,
  needsRefundWhenPaid,
  onPaymentArrival,
  shownState,
  transition,
  type BookingEvent,
  type BookingState,
} from './booking-lifecycle.js';

// Every transition that is allowed; every other (state, event) pair is refused.
const allowed: [BookingState, BookingEvent, BookingState][] = [
  ['check', 'hold', 'pending'],
  ['pending', 'hold', 'pending'],
  ['pending', 'pay', 'paid'],
  ['pending', 'cancel', 'cancelled'],
  ['pending', 'expire', 'expired'],
  ['paid', 'check_in', 'checked_in'],
  ['paid', 'cancel', 'cancelled'],
  ['paid', 'no_show', 'no_show'],
  ['checked_in', 'complete', 'completed'],
  ['expired', 'hold', 'pending'],
  ['expired', 'pay', 'paid'],
  ['expired', 'refund', 'expired'],
  ['cancelled', 'refund', 'cancelled'],
  ['no_show', 'refund', 'no_show'],
];
const isAllowed = (state: BookingState, event: BookingEvent) =>
  allowed.some(([from, on]) => from === state && on === event);
const refused = BOOKING_STATES.flatMap((state) =>
  BOOKING_EVENTS.filter((event) => !isAllowed(state, event)).map((event) => [state, event] as const),
);

describe('transition', () => {
  it.each(allowed)('%s --%s--> %s', (from, event, to) => {
    expect(transition(from, event)).toEqual({ ok: true, state: to });
  });

  it.each(refused)('%s refuses %s', (from, event) => {
    expect(transition(from, event)).toEqual({
      ok: false,
      refusal: { code: 'transition_refused', from, event },
    });
  });

  it('covers every pair of state and event once', () => {
    expect(allowed.length + refused.length).toBe(BOOKING_STATES.length * BOOKING_EVENTS.length);
  });

  it.each<[BookingState]>([['cancelled'], ['no_show'], ['expired']])('refund keeps %s', (state) => {
    expect(transition(state, 'refund')).toEqual({ ok: true, state });
  });
});

describe('holdLapsed: hold_expires_at <= now', () => {
  it.each<[string, number | null, number, boolean]>([
    ['a minute before the end', 60_000, 0, false],
    ['one millisecond before the end', 1_000, 999, false],
    ['at the end exactly', 1_000, 1_000, true],
    ['after the end', 1_000, 5_000, true],
    ['no hold end at all', null, 0, true],
  ])('%s', (_, expiresAt, now, lapsed) => {
    expect(holdLapsed(expiresAt, now)).toBe(lapsed);
  });
});

describe('holdsPlaces', () => {
  it.each<[BookingState, boolean, boolean]>([
    ['check', false, false],
    ['pending', false, true],
    ['pending', true, false],
    ['paid', false, true],
    ['paid', true, true],
    ['checked_in', true, true],
    ['completed', false, false],
    ['expired', false, false],
    ['cancelled', false, false],
    ['no_show', false, false],
  ])('%s with the hold lapsed %s: %s', (state, lapsed, holds) => {
    expect(holdsPlaces(state, { holdLapsed: lapsed })).toBe(holds);
  });
});

describe('shownState: a lapsed pending hold reads expired at once', () => {
  it.each<[BookingState, boolean, BookingState]>([
    ['pending', false, 'pending'],
    ['pending', true, 'expired'],
    ['paid', true, 'paid'],
    ['expired', true, 'expired'],
    ['cancelled', false, 'cancelled'],
    ['check', true, 'check'],
  ])('%s with the hold lapsed %s reads %s', (state, lapsed, shown) => {
    expect(shownState(state, { holdLapsed: lapsed })).toBe(shown);
  });
});

describe("the member's lists", () => {
  it.each<[BookingState, boolean, 'upcoming' | 'previous' | 'neither']>([
    ['paid', false, 'upcoming'],
    ['checked_in', false, 'upcoming'],
    ['paid', true, 'previous'],
    ['checked_in', true, 'previous'],
    ['completed', true, 'previous'],
    ['completed', false, 'previous'],
    ['no_show', true, 'previous'],
    ['cancelled', false, 'previous'],
    ['pending', false, 'neither'],
    ['expired', true, 'neither'],
    ['check', false, 'neither'],
  ])('%s, started %s: %s', (state, started, list) => {
    const upcoming = isUpcoming(state, { started });
    const previous = isPrevious(state, { started });
    expect(upcoming ? 'upcoming' : previous ? 'previous' : 'neither').toBe(list);
    expect(upcoming && previous).toBe(false);
  });
});

describe('onPaymentArrival', () => {
  it.each<[BookingState, boolean, ReturnType<typeof onPaymentArrival>]>([
    ['pending', true, 'confirm'],
    ['pending', false, 'refund'],
    ['expired', true, 'confirm'],
    ['expired', false, 'refund'],
    ['paid', true, 'already_paid'],
    ['checked_in', true, 'already_paid'],
    ['completed', false, 'already_paid'],
    ['cancelled', true, 'refund'],
    ['no_show', true, 'refund'],
    ['check', true, 'refund'],
  ])('%s with places still free %s: %s', (state, placesStillFree, outcome) => {
    expect(onPaymentArrival(state, { placesStillFree })).toBe(outcome);
  });

  it.each<[BookingState, boolean]>([
    ['cancelled', true],
    ['no_show', true],
    ['check', true],
    ['expired', false],
    ['pending', false],
    ['paid', false],
  ])('needsRefundWhenPaid(%s) is %s', (state, refund) => {
    expect(needsRefundWhenPaid(state)).toBe(refund);
  });

  it('agrees with onPaymentArrival: a state that needs a refund never confirms', () => {
    for (const state of BOOKING_STATES) {
      const outcomes = [true, false].map((placesStillFree) => onPaymentArrival(state, { placesStillFree }));
      expect(outcomes.every((outcome) => outcome === 'refund')).toBe(needsRefundWhenPaid(state));
    }
  });
});
