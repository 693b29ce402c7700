// A booking's life: the states it can be in, the events that move it, and what each state means for
// places, payments and the member's lists. The server stores every state but `check` (the client's draft).

/**
 * Every state of a booking, in the order of a normal life:
 * `check` (the client's draft) -> `pending` (prebooked: places held until the hold ends) -> `paid` ->
 * `checked_in` -> `completed`; the exits are `expired` (the hold lapsed), `cancelled` and `no_show`.
 */
export const BOOKING_STATES = [
  'check',
  'pending',
  'paid',
  'checked_in',
  'completed',
  'expired',
  'cancelled',
  'no_show',
] as const;

/** One of {@link BOOKING_STATES}. */
export type BookingState = (typeof BOOKING_STATES)[number];

/**
 * Every event that can happen to a booking. `hold` prebooks a draft, and re-holds (moves, extends) a
 * pending or expired booking; `refund` records money returned for a cancelled, no-show or expired booking.
 */
export const BOOKING_EVENTS = [
  'hold',
  'pay',
  'check_in',
  'complete',
  'cancel',
  'no_show',
  'expire',
  'refund',
] as const;

/** One of {@link BOOKING_EVENTS}. */
export type BookingEvent = (typeof BOOKING_EVENTS)[number];

/** Why {@link transition} refused: the event does not apply to a booking in state `from`. */
export interface TransitionRefusal {
  readonly code: 'transition_refused';
  readonly from: BookingState;
  readonly event: BookingEvent;
}

/** The state after an event, or the refusal. */
export type TransitionResult =
  | { readonly ok: true; readonly state: BookingState }
  | { readonly ok: false; readonly refusal: TransitionRefusal };

// `refund` keeps the state: the money goes back, the booking stays cancelled, no-show or expired (the
// payment order records the refund, not the booking). `pay` of an expired booking is a late payment
// honoured because its places were still free (see onPaymentArrival).
const next: { readonly [S in BookingState]: Partial<Readonly<Record<BookingEvent, BookingState>>> } = {
  check: { hold: 'pending' },
  pending: { hold: 'pending', pay: 'paid', cancel: 'cancelled', expire: 'expired' },
  paid: { check_in: 'checked_in', cancel: 'cancelled', no_show: 'no_show' },
  checked_in: { complete: 'completed' },
  completed: {},
  expired: { hold: 'pending', pay: 'paid', refund: 'expired' },
  cancelled: { refund: 'cancelled' },
  no_show: { refund: 'no_show' },
};

/**
 * The state a booking moves to on `event`, or a refusal (an expected outcome, not an error):
 * `transition('pending', 'pay')` is `{ ok: true, state: 'paid' }`, `transition('completed', 'cancel')`
 * is refused. Time is the caller's: `expire` is sent when {@link holdLapsed} says so.
 */
export function transition(state: BookingState, event: BookingEvent): TransitionResult {
  const to = next[state][event];
  return to === undefined
    ? { ok: false, refusal: { code: 'transition_refused', from: state, event } }
    : { ok: true, state: to };
}

/**
 * The one "hold lapsed" rule: a hold has lapsed once its end is reached (`hold_expires_at <= now`), both
 * epoch milliseconds. A booking without a hold end (null) holds nothing, so it counts as lapsed.
 */
export function holdLapsed(holdExpiresAtMs: number | null, nowMs: number): boolean {
  return holdExpiresAtMs === null || holdExpiresAtMs <= nowMs;
}

/** Whether the booking's hold has lapsed, from {@link holdLapsed}. */
export interface HoldStatus {
  readonly holdLapsed: boolean;
}

/**
 * Whether the booking's places count as taken: paid and checked-in bookings (the guest is on the bed)
 * hold them, a pending one only until its hold lapses. A completed visit is over, so it needs no places;
 * drafts and the exits hold none.
 */
export function holdsPlaces(state: BookingState, hold: HoldStatus): boolean {
  if (state === 'pending') return !hold.holdLapsed;
  return state === 'paid' || state === 'checked_in';
}

/**
 * The state as the customer should read it: a pending booking whose hold lapsed is `expired` at once,
 * though the sweeper writes `expired` only later (the hold already stopped counting).
 */
export function shownState(state: BookingState, hold: HoldStatus): BookingState {
  return state === 'pending' && hold.holdLapsed ? 'expired' : state;
}

/** Whether the booking's start has passed; the caller compares the time (branch zone, its clock). */
export interface StartStatus {
  readonly started: boolean;
}

const booked = (state: BookingState): boolean => state === 'paid' || state === 'checked_in';

/** The member's "upcoming" list: paid or checked-in bookings that have not started yet. */
export function isUpcoming(state: BookingState, start: StartStatus): boolean {
  return booked(state) && !start.started;
}

/**
 * The member's "previous" list: paid or checked-in bookings that have started, and every completed,
 * no-show and cancelled one. Drafts, pending and expired holds are in neither list.
 */
export function isPrevious(state: BookingState, start: StartStatus): boolean {
  if (booked(state)) return start.started;
  return state === 'completed' || state === 'no_show' || state === 'cancelled';
}

/** What to do with money that arrives for a booking. */
export type PaymentArrival = 'confirm' | 'already_paid' | 'refund';

/** Whether the booking can still have its places, for {@link onPaymentArrival}. */
export interface PlacesStatus {
  /**
   * True while its hold has not lapsed (the places are its own); after that, whether nobody took them
   * meanwhile.
   */
  readonly placesStillFree: boolean;
}

// `free`: confirm when the places are still free, else refund.
const arrival: { readonly [S in BookingState]: PaymentArrival | 'free' } = {
  check: 'refund',
  pending: 'free',
  expired: 'free',
  paid: 'already_paid',
  checked_in: 'already_paid',
  completed: 'already_paid',
  cancelled: 'refund',
  no_show: 'refund',
};

/**
 * Money that arrives for a booking: a pending booking, or one whose hold lapsed (expired), is confirmed
 * when its places are still free and refunded otherwise; a second payment of a paid, checked-in or
 * completed booking is `already_paid` (returned too); a cancelled or no-show booking is never revived
 * (refund), nor is a draft, which has no payment to match.
 */
export function onPaymentArrival(state: BookingState, places: PlacesStatus): PaymentArrival {
  const outcome = arrival[state];
  if (outcome !== 'free') return outcome;
  return places.placesStillFree ? 'confirm' : 'refund';
}

/**
 * Whether money arriving for a booking in this state is refunded whatever the places: cancelled, no-show
 * (and a draft). An expired booking depends on its places, see {@link onPaymentArrival}.
 */
export function needsRefundWhenPaid(state: BookingState): boolean {
  return arrival[state] === 'refund';
}
