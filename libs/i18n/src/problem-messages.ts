// Messages for the problem codes of @sabai/booking-rules, for the server's errors and the apps' hints.
// Parameters arrive as the rules give them (minutes since midnight, satang) and are formatted here.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatTimeOfDay, type Problem, type ProblemCode } from '@sabai/booking-rules';
import { formatMoney } from './format';

export const problemMessages: Record<ProblemCode, MessageDescriptor> = {
  date_invalid: /*i18n*/ { id: 'problem.date_invalid', message: 'The date {date} is not valid' },
  time_invalid: /*i18n*/ { id: 'problem.time_invalid', message: 'The time {time} is not valid' },
  amount_invalid: /*i18n*/ { id: 'problem.amount_invalid', message: 'The amount {text} is not valid' },
  course_item_id_invalid: /*i18n*/ {
    id: 'problem.course_item_id_invalid',
    message: 'The course item {id} is not valid',
  },
  product_not_found: /*i18n*/ {
    id: 'problem.product_not_found',
    message: 'Guest {guest}: this branch does not offer {id}',
  },
  course_not_found: /*i18n*/ {
    id: 'problem.course_not_found',
    message: 'Guest {guest}: the course {courseId} was not found',
  },
  course_item_not_found: /*i18n*/ {
    id: 'problem.course_item_not_found',
    message: 'Guest {guest}: the course does not include {id}',
  },
  treatment_required: /*i18n*/ {
    id: 'problem.treatment_required',
    message: 'Guest {guest}: please choose a treatment or package',
  },
  force_select_missing: /*i18n*/ {
    id: 'problem.force_select_missing',
    message: 'Guest {guest}: a required item is missing',
  },
  onsen_time_required: /*i18n*/ {
    id: 'problem.onsen_time_required',
    message: 'Guest {guest}: please choose the onsen start time',
  },
  spa_time_required: /*i18n*/ {
    id: 'problem.spa_time_required',
    message: 'Guest {guest}: please choose the spa start time',
  },
  onsen_spa_same_time: /*i18n*/ {
    id: 'problem.onsen_spa_same_time',
    message: 'Guest {guest}: onsen and spa times cannot be the same',
  },
  akasuri_requires_onsen: /*i18n*/ {
    id: 'problem.akasuri_requires_onsen',
    message: 'Guest {guest}: akasuri requires onsen',
  },
  oil_before_onsen: /*i18n*/ {
    id: 'problem.oil_before_onsen',
    message: 'Guest {guest}: no oil treatment before onsen',
  },
  onsen_fee_disabled: /*i18n*/ {
    id: 'problem.onsen_fee_disabled',
    message: 'Guest {guest}: onsen cannot be combined with this treatment',
  },
  onsen_fee_repeated: /*i18n*/ {
    id: 'problem.onsen_fee_repeated',
    message: 'Guest {guest}: onsen can be chosen only once',
  },
  course_set_incomplete: /*i18n*/ {
    id: 'problem.course_set_incomplete',
    message: 'You must select treatments in set of {set}',
  },
  onsen_placement_not_allowed: /*i18n*/ {
    id: 'problem.onsen_placement_not_allowed',
    message: 'The onsen cannot be placed there',
  },
  branch_required: /*i18n*/ { id: 'problem.branch_required', message: 'Please select a branch' },
  guests_required: /*i18n*/ { id: 'problem.guests_required', message: 'Please add at least one guest' },
  too_many_guests: /*i18n*/ {
    id: 'problem.too_many_guests',
    message: 'For more than {max} guests, please contact our staff',
  },
  course_expired: /*i18n*/ { id: 'problem.course_expired', message: 'The course expired on {expiresOn}' },
  course_volume_exceeded: /*i18n*/ {
    id: 'problem.course_volume_exceeded',
    message: 'Insufficient quota: {available} left, {needed} needed',
  },
  promo_with_course_items: /*i18n*/ {
    id: 'problem.promo_with_course_items',
    message: 'A promo code cannot be used with course items',
  },
  branch_closed_on_day: /*i18n*/ {
    id: 'problem.branch_closed_on_day',
    message: 'The branch is closed on the selected day',
  },
  branch_closed_on_date: /*i18n*/ {
    id: 'problem.branch_closed_on_date',
    message: 'The branch is closed on {date}',
  },
  before_branch_open_date: /*i18n*/ {
    id: 'problem.before_branch_open_date',
    message: 'The branch opens on {openDate}',
  },
  after_branch_close_date: /*i18n*/ {
    id: 'problem.after_branch_close_date',
    message: 'The branch closed on {closeDate}',
  },
  time_not_on_slot: /*i18n*/ {
    id: 'problem.time_not_on_slot',
    message: 'Please choose a start time every {stepMin} minutes',
  },
  outside_opening_hours: /*i18n*/ {
    id: 'problem.outside_opening_hours',
    message: 'Please choose a time between {openTime} and {closeTime}',
  },
  advance_time_required: /*i18n*/ {
    id: 'problem.advance_time_required',
    message: 'Bookings must be made at least {advanceMin} minutes in advance',
  },
  guest_start_before_booking_time: /*i18n*/ {
    id: 'problem.guest_start_before_booking_time',
    message: 'Guest {guest}: the start time is before the booking time',
  },
  ends_after_closing: /*i18n*/ {
    id: 'problem.ends_after_closing',
    message: 'Guest {guest}: the treatments end after closing time ({closeTime})',
  },
  summary_context_missing: /*i18n*/ {
    id: 'problem.summary_context_missing',
    message: 'Choose a branch, date and time first',
  },
  wallet_not_activated: /*i18n*/ {
    id: 'problem.wallet_not_activated',
    message: 'Your wallet is not activated',
  },
  wallet_amount_not_positive: /*i18n*/ {
    id: 'problem.wallet_amount_not_positive',
    message: 'The wallet amount must be more than 0',
  },
  wallet_exceeds_balance: /*i18n*/ {
    id: 'problem.wallet_exceeds_balance',
    message: 'The wallet amount is more than your balance ({balanceSatang})',
  },
  wallet_exceeds_payment: /*i18n*/ {
    id: 'problem.wallet_exceeds_payment',
    message: 'The wallet amount is more than the payment ({payableSatang})',
  },
  points_invalid: /*i18n*/ { id: 'problem.points_invalid', message: 'Invalid Points usage' },
  points_exceed_balance: /*i18n*/ {
    id: 'problem.points_exceed_balance',
    message: 'You have only {activePoints} points',
  },
  points_exceed_payment: /*i18n*/ {
    id: 'problem.points_exceed_payment',
    message: 'The points are worth more than the payment',
  },
  voucher_ineligible: /*i18n*/ {
    id: 'problem.voucher_ineligible',
    message: 'The voucher {voucherCode} cannot be used',
  },
  bundle_too_small: /*i18n*/ {
    id: 'problem.bundle_too_small',
    message: 'Package {packageCode}: a package holds at least {min} items',
  },
  bundle_item_not_allowed: /*i18n*/ {
    id: 'problem.bundle_item_not_allowed',
    message: 'Package {packageCode}: {code} cannot be part of a package',
  },
  bundle_oil_before_onsen: /*i18n*/ {
    id: 'problem.bundle_oil_before_onsen',
    message: 'Package {packageCode}: {code} uses oil and would come before the onsen',
  },
  bundle_onsen_repeated: /*i18n*/ {
    id: 'problem.bundle_onsen_repeated',
    message: 'Package {packageCode}: the onsen can be in a package only once',
  },
};

const TIME_PARAMS = new Set(['time', 'start', 'end', 'openTime', 'closeTime']);

/** A problem in the reader's language, with times as HH:mm and amounts in baht. */
export function problemMessage(i18n: I18n, problem: Problem): string {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(problem.params as Record<string, unknown>)) {
    if (typeof value === 'number' && TIME_PARAMS.has(key)) values[key] = formatTimeOfDay(value).slice(0, 5);
    else if (typeof value === 'number' && key.endsWith('Satang')) values[key] = formatMoney(value / 100);
    else values[key] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const { id, message } = problemMessages[problem.code];
  return i18n._(id, values, message === undefined ? {} : { message });
}
