// @sabai/booking-rules: every booking rule of Sabai, pure and framework-free. Listed by name (no `export *`).
export {
  brandBookingOptions,
  kioskBookingOptions,
  MOST_ONLINE_GUESTS,
  onlineBookingOptions,
  staffBookingOptions,
} from './booking-options.js';
export { beyondHorizon, DEFAULT_BOOKING_HORIZON_DAYS, lastBookableDate } from './booking-horizon.js';
export type { BookingOptions, BrandBookingLimits } from './booking-options.js';
export {
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
} from './booking-lifecycle.js';
export type {
  BookingEvent,
  BookingState,
  HoldStatus,
  PaymentArrival,
  PlacesStatus,
  StartStatus,
  TransitionRefusal,
  TransitionResult,
} from './booking-lifecycle.js';
export { validateBookingTime } from './booking-time.js';
export { allocateGuests, capacityBucketMin, guestCapacityNeeds, needBuckets, usageKey } from './capacity.js';
export type { Capacity, CapacityNeed, Resource, Usage } from './capacity.js';
export type { BookingTimeInput, TimeCode, TimedGuest } from './booking-time.js';
export { bundleRules, MIN_BUNDLE_ITEMS } from './bundle-rules.js';
export type { BundleCode, BundlePart, PackageShape } from './bundle-rules.js';
export {
  assertBranchHours,
  bookingTimeSlots,
  closingMinute,
  dateProblems,
  parseBranchHours,
} from './branch-hours.js';
export type { Branch, BranchHours, DateCode, SlotOptions } from './branch-hours.js';
export {
  formatDateTime,
  formatTimeOfDay,
  isIsoDate,
  minutesBetween,
  minutesPerDay,
  parseDateTime,
  parseTimeOfDay,
  toBranchLocal,
  weekdayOf,
} from './calendar.js';
export type { IsoDate, LocalDateTime, MinuteOfDay, Weekday } from './calendar.js';
export { findCourse, findProduct } from './catalog.js';
export type { BundleItem, Catalog, Course, CourseItem, OnsenFlags, Product, ProductType } from './catalog.js';
export { formatCourseItemId, isCourseItemId, parseCourseItemId } from './course-item-id.js';
export type { CourseItemRef } from './course-item-id.js';
export { courseSetsUsed } from './course-rules.js';
export { forcedProductIds, includeForcedItems } from './forced-items.js';
export { guestDerived } from './guest.js';
export type { Guest, GuestDerived, GuestStart } from './guest.js';
export {
  assertPercent,
  assertSatang,
  currency,
  formatThb,
  parseThb,
  percentOf,
  satangPerBaht,
  satangToThb,
  thbToSatang,
} from './money.js';
export { moneyFiguresFromBaht, moneyLines } from './money-lines.js';
export type { MoneyFigures, MoneyFiguresInBaht, MoneyLine, MoneyLineKind } from './money-lines.js';
export { incompleteReasons, nextIncompleteGuest } from './next-incomplete-guest.js';
export type { IncompleteGuest, IncompleteReason } from './next-incomplete-guest.js';
export { oilBeforeOnsen, onsenPlacementOrder, onsenPlacements, placeOnsen } from './onsen-order.js';
export type { OrderItem, PlacementOption } from './onsen-order.js';
export { toOrderSummaryWire } from './order-summary-wire.js';
export type { OrderSummaryWire } from './order-summary-wire.js';
export { computeOrderSummary, defaultDepositPercent, freeAtkMinimumSatang } from './order-summary.js';
export { zeroOrderSummary } from './order-summary.types.js';
export type { Discount, OrderSummary, OrderSummaryInput, SummaryCode } from './order-summary.types.js';
export { validatePointsUse } from './points-use.js';
export type { PointsBalance, PointsCode, PointsRate } from './points-use.js';
export { problemCodes } from './problems.js';
export type {
  OnsenPlacement,
  PlacementBlock,
  SummaryContextField,
  VoucherIneligibleReason,
} from './problem-vocabulary.js';
export type { Problem, ProblemCode, ProblemParams, Result } from './problems.js';
export type { ResolveCode, ResolvedItem } from './resolve-item.js';
export { defaultTierPercents, tierDiscountPercent } from './tiers.js';
export type { Tier, TierDiscount } from './tiers.js';
export { validateBooking } from './validate-booking.js';
export {
  isWaitlistWindow,
  WAITLIST_LONGEST_WINDOW_MIN,
  WAITLIST_OFFER_LEAD_MIN,
  WAITLIST_WINDOW_STEPS_MIN,
} from './waitlist.js';
export type { BookingCode, BookingInput } from './validate-booking.js';
export { validateGuest } from './validate-guest.js';
export type { GuestCode } from './validate-guest.js';
export { usableVouchers, voucherEligibility } from './voucher-eligibility.js';
export type {
  Voucher,
  VoucherBooking,
  VoucherConditions,
  VoucherStatus,
  VoucherValidity,
} from './voucher-eligibility.js';
export { THAI_VAT_PERCENT, vatIncludedSatang } from './vat.js';
export { validateWalletUse } from './wallet-use.js';
export type { Wallet, WalletCode } from './wallet-use.js';
