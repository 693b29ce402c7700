export { brandAtom, parseBootData } from './boot.atoms';
export type { BootData, Brand } from './boot.atoms';
export { localeAtom, localeSwitchCountAtom } from './locale.atoms';
export { PRODUCT_REFETCH_DELAY_MS, useRefetchOnLocaleSwitch } from './use-refetch-on-locale-switch';
export { onlineAtom } from './online.atoms';
export {
  PROGRESS_DURATION_MS,
  PROGRESS_HIDE_DELAY_MS,
  PROGRESS_THROTTLE_MS,
  progressAtom,
  progressEndAtom,
  progressStartAtom,
} from './progress.atoms';
export type { ProgressState } from './progress.atoms';
export {
  endSessionAtom,
  isLoggedInAtom,
  sessionLoadedAtom,
  startSessionAtom,
  tokenAtom,
  userAtom,
} from './session.atoms';
export type { SessionUser } from './session.atoms';
export {
  closeSnackbarAtom,
  showSnackbarAtom,
  SNACKBAR_GRAPHQL_TIMEOUT_MS,
  SNACKBAR_TIMEOUT_MS,
  snackbarAtom,
} from './snackbar.atoms';
export type { ShowSnackbar, SnackbarState } from './snackbar.atoms';
export {
  aGuest,
  BOOKING_STORAGE_KEY,
  bookingAtom,
  bookingDateTime,
  draftStorageAtom,
  emptyBooking,
  emptyProductState,
  guestList,
  guestListAtom,
  guestsJson,
  journeyAtom,
  memoryStorage,
  paymentMethods,
  productStateAtom,
  resetJourneyAtom,
  updateGuestAtom,
  withChangedVisit,
  withGuestCount,
  withVisitTime,
} from './booking.atoms';
export type {
  Allotment,
  BookingDraft,
  DraftStorage,
  GuestDraft,
  JourneyState,
  PaymentMethod,
  ProductDraft,
  ProductSort,
  SuggestedBranch,
} from './booking.atoms';
export {
  analyticsAllowedAtom,
  legalVersionsAtom,
  cookieChoiceNeededAtom,
  cookieConsentAtom,
  LEGAL_VERSION,
} from './consent.atoms';
export type { CookieConsent } from './consent.atoms';
