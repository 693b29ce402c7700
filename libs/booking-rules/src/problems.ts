import type {
  OnsenPlacement,
  PlacementBlock,
  SummaryContextField,
  VoucherIneligibleReason,
} from './problem-vocabulary.js';

/**
 * Every problem a rule can report, with the parameters a translation needs. Rules never return
 * English text: the UI turns a code into a message, the API into a GraphQL error.
 * Money parameters are integer satang; times of day are minutes since midnight; `guest` is a guest number.
 */
export interface ProblemParams {
  // Input that could not be read.
  date_invalid: { date: string };
  time_invalid: { time: string | number };
  amount_invalid: { text: string };
  course_item_id_invalid: { id: string };
  // Catalog look-ups.
  product_not_found: { guest: number; id: string };
  course_not_found: { guest: number; id: string; courseId: string };
  course_item_not_found: { guest: number; id: string; courseId: string };
  // One guest's selection.
  treatment_required: { guest: number };
  force_select_missing: { guest: number; productId: string };
  onsen_time_required: { guest: number };
  spa_time_required: { guest: number };
  onsen_spa_same_time: { guest: number; time: number };
  akasuri_requires_onsen: { guest: number; productId: string };
  oil_before_onsen: { guest: number; productId: string };
  onsen_fee_disabled: { guest: number; productId: string; byProductId: string };
  onsen_fee_repeated: { guest: number };
  course_set_incomplete: { guest: number; courseId: string; set: number; count: number };
  onsen_placement_not_allowed: { placement: OnsenPlacement; reason: PlacementBlock };
  // The booking as a whole.
  branch_required: Record<string, never>;
  guests_required: Record<string, never>;
  too_many_guests: { max: number; count: number };
  course_expired: { courseId: string; expiresOn: string };
  course_volume_exceeded: { courseId: string; available: number; needed: number };
  promo_with_course_items: Record<string, never>;
  // Date and time.
  branch_closed_on_day: { date: string; weekday: number };
  branch_closed_on_date: { date: string };
  before_branch_open_date: { date: string; openDate: string };
  after_branch_close_date: { date: string; closeDate: string };
  time_not_on_slot: { time: number; stepMin: number };
  outside_opening_hours: { time: number; openTime: number; closeTime: number };
  advance_time_required: { advanceMin: number };
  guest_start_before_booking_time: { guest: number; start: number; time: number };
  /** `end` is the clock time the treatments end; past midnight it is the next day's (01:30 is 90). */
  ends_after_closing: { guest: number; end: number; closeTime: number; pastMidnight: boolean };
  // Order summary and payment.
  summary_context_missing: { missing: readonly SummaryContextField[] };
  wallet_not_activated: Record<string, never>;
  wallet_amount_not_positive: { amountSatang: number };
  wallet_exceeds_balance: { amountSatang: number; balanceSatang: number };
  wallet_exceeds_payment: { amountSatang: number; payableSatang: number };
  points_invalid: { points: number };
  points_exceed_balance: { points: number; activePoints: number };
  points_exceed_payment: { valueSatang: number; payableSatang: number };
  voucher_ineligible: { voucherCode: string; reason: VoucherIneligibleReason };
  // A package's items, as admin makes it (codes are the products' codes).
  bundle_too_small: { packageCode: string; min: number };
  bundle_item_not_allowed: { packageCode: string; code: string };
  bundle_oil_before_onsen: { packageCode: string; code: string };
  bundle_onsen_repeated: { packageCode: string };
}

/** A problem code; `switch` on it with an `assertNever` default so a new code cannot be forgotten. */
export type ProblemCode = keyof ProblemParams;

/** One problem: a code and its parameters. `Problem<'oil_before_onsen'>` narrows to one code. */
export type Problem<C extends ProblemCode = ProblemCode> = {
  [K in C]: { readonly code: K; readonly params: ProblemParams[K] };
}[C];

/** What every rule returns: the value on success, or at least one problem. */
export type Result<T extends object, C extends ProblemCode = ProblemCode> =
  ({ readonly ok: true } & T) | { readonly ok: false; readonly problems: readonly Problem<C>[] };

const codes: { readonly [K in ProblemCode]: true } = {
  date_invalid: true,
  time_invalid: true,
  amount_invalid: true,
  course_item_id_invalid: true,
  product_not_found: true,
  course_not_found: true,
  course_item_not_found: true,
  treatment_required: true,
  force_select_missing: true,
  onsen_time_required: true,
  spa_time_required: true,
  onsen_spa_same_time: true,
  akasuri_requires_onsen: true,
  oil_before_onsen: true,
  onsen_fee_disabled: true,
  onsen_fee_repeated: true,
  course_set_incomplete: true,
  onsen_placement_not_allowed: true,
  branch_required: true,
  guests_required: true,
  too_many_guests: true,
  course_expired: true,
  course_volume_exceeded: true,
  promo_with_course_items: true,
  branch_closed_on_day: true,
  branch_closed_on_date: true,
  before_branch_open_date: true,
  after_branch_close_date: true,
  time_not_on_slot: true,
  outside_opening_hours: true,
  advance_time_required: true,
  guest_start_before_booking_time: true,
  ends_after_closing: true,
  summary_context_missing: true,
  wallet_not_activated: true,
  wallet_amount_not_positive: true,
  wallet_exceeds_balance: true,
  wallet_exceeds_payment: true,
  points_invalid: true,
  points_exceed_balance: true,
  points_exceed_payment: true,
  voucher_ineligible: true,
  bundle_too_small: true,
  bundle_item_not_allowed: true,
  bundle_oil_before_onsen: true,
  bundle_onsen_repeated: true,
};

/** Every problem code, for translation catalogs and exhaustiveness tests. */
export const problemCodes: readonly ProblemCode[] = Object.keys(codes) as ProblemCode[];

/** Builds a problem; the parameters are checked against the code. */
export function problem<C extends ProblemCode>(code: C, params: ProblemParams[C]): Problem<C> {
  return { code, params } as Problem<C>;
}

/** A failed result, or a success carrying `value` when there are no problems. */
export function resultOf<T extends object, C extends ProblemCode>(
  problems: readonly Problem<C>[],
  value: T,
): Result<T, C> {
  return problems.length > 0 ? { ok: false, problems } : { ok: true, ...value };
}
