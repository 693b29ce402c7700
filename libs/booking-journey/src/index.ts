// @sabai/booking-journey: the customer booking journey's state and hooks, shared by the web and the kiosk.
// Each app gives its configuration (storage, pages, clock) once, through
// createJourney and JourneyProvider. Listed by name (no `export *`).
export { wholeBookingProblems } from './booking-check';
export { branchNow, startTimes } from './booking-clock';
export { rulesBranch, rulesCatalog, rulesCourse, rulesProduct } from './catalog';
export type { ApiBranch, ApiCourse, ApiProduct } from './catalog';
export { bookingRefPath, lastBooking, rememberBooking, resumePath } from './confirm-path';
export type { BookingRef } from './confirm-path';
export { CONFIRMED_STATES } from './confirmed-states';
export { createJourney } from './create-journey';
export type { Journey } from './create-journey';
export { defaultStarts, toMinutes, visitPlan, withDefaultStarts } from './default-starts';
export type { VisitStep } from './default-starts';
export { addBlocker, deriveGuest, guestProblems, rulesGuest } from './guest-rules';
export type { JourneyConfig, JourneyPaths } from './journey-config';
export { JourneyProvider, useJourneyConfig } from './journey-provider';
export type { JourneyProviderProps } from './journey-provider';
export { visibleProducts } from './product-list';
export { resumedDraft } from './resumed-draft';
export { useBookingCatalog, useBranches } from './use-booking-catalog';
export { useBookingOptions } from './use-booking-options';
export { useCheckoutPromo } from './use-checkout-promo';
export { useConfirmedBooking } from './use-confirmed-booking';
export { useForcedItems } from './use-forced-items';
export { newVisitId, useFunnelSender, useFunnelStep } from './use-funnel-step';
export type { FunnelVisit } from './use-funnel-step';
export { useOrderSummary, zeroSummary } from './use-order-summary';
export type { Summary } from './use-order-summary';
export { usePayBooking } from './use-pay-booking';
export { usePaymentResult } from './use-payment-result';
export { usePrebook } from './use-prebook';
export { usePromoCheck } from './use-promo-check';
export type { PromoCheckOptions, Voucher } from './use-promo-check';
// The draft itself stays in @sabai/state (logout edits it there); its storage comes from the configuration.
export { memoryStorage } from '@sabai/state';
export type { DraftStorage } from '@sabai/state';
