export {
  dateTimeSchema,
  guestsJsonSchema,
  kpaymentOrderInputSchema,
  orderSummaryInputSchema,
  prebookInputSchema,
} from './booking-input.schema';
export type { KPaymentOrderInput, OrderSummaryInput, PrebookInput } from './booking-input.schema';
export {
  acceptLegalInputSchema,
  calendarDateSchema,
  directRequestInputSchema,
  LEGAL_RULES,
  MAX_DIRECT_REQUEST_GUESTS,
  MIN_DIRECT_REQUEST_GUESTS,
} from './request-input.schema';
export { moveBookingSchema, moveMyBookingInputSchema, waitlistUntilSchema } from './booking-change.schema';
export type { AcceptLegalInput, DirectRequestInput, LegalRule } from './request-input.schema';
export {
  contactNameSchema,
  emailSchema,
  normalizeThaiMobile,
  normalizeThaiPhone,
  thaiMobileSchema,
  thaiPhoneSchema,
} from './contact.schema';
export { isThaiTaxId, thaiTaxIdSchema } from './tax-id';
export { parseInput } from './parse-input';
export { isStorableText, unstorableText } from './storable-text';
export type { InputProblem } from './parse-input';
export { contactFormSchema, kioskCheckoutSchema, taxInvoiceSchema } from './contact-form.schema';
export type { ContactForm, KioskCheckout } from './contact-form.schema';
export {
  birthdateSchema,
  loginInputSchema,
  OTP_PURPOSES,
  otpRequestInputSchema,
  otpVerifyInputSchema,
  registerInputSchema,
  resetPasswordInputSchema,
  updatePasswordInputSchema,
  updateProfileInputSchema,
  USER_PREFIXES,
  usernameSchema,
} from './member.schema';
export type { OtpPurpose, RegisterInput } from './member.schema';
export { wellnessConfirmInputSchema } from './wellness-confirm.schema';
export type { WellnessConfirmInput } from './wellness-confirm.schema';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordSchema, passwordStrength } from './password';
export type { PasswordStrength } from './password';
export { staffLoginSchema, staffTotpConfirmSchema } from './staff-login.schema';
export type { StaffLoginInput, StaffTotpConfirmInput } from './staff-login.schema';
export {
  cancelBookingInputSchema,
  checkInInputSchema,
  daySheetInputSchema,
  REFUND_CHOICES,
} from './desk.schema';
export type { CancelBookingInput, CheckInInput, RefundChoice } from './desk.schema';
export {
  REFUND_QUEUE_MAX_PAGE_SIZE,
  REFUND_QUEUE_SORTS,
  REFUND_RESOLUTIONS,
  refundQueueInputSchema,
  resolveRefundInputSchema,
} from './refunds.schema';
export type {
  RefundQueueInput,
  RefundQueueSort,
  RefundResolution,
  ResolveRefundInput,
} from './refunds.schema';
export {
  eraseMemberInputSchema,
  findMembersInputSchema,
  MAX_POINTS_ADJUSTMENT,
  memberAdjustmentFormSchema,
  memberAdjustmentInputSchema,
  memberAtBranchInputSchema,
  memberTierInputSchema,
  MAX_MEMBER_PAGE_SIZE,
  MAX_TOP_UP_SATANG,
  MEMBER_PAGE_SIZE,
  MEMBER_SORTS,
  staffMemberInputSchema,
  TOP_UP_METHODS,
  walletTopUpFormSchema,
  walletTopUpInputSchema,
} from './member-desk.schema';
export type {
  EraseMemberInput,
  FindMembersInput,
  MemberAdjustmentForm,
  MemberAdjustmentInput,
  MemberSort,
  StaffMemberInput,
  TopUpMethod,
  WalletTopUpForm,
  WalletTopUpInput,
} from './member-desk.schema';
export {
  auditFilterSchema,
  auditLogInputSchema,
  GROUP_REQUEST_ORDERS,
  GROUP_REQUEST_STATUSES,
  groupRequestsInputSchema,
  MAX_PAGE_SIZE,
  NOTE_MAX_LENGTH,
  requestNoteFormSchema,
  requestNoteSchema,
  SETTABLE_REQUEST_STATUSES,
  updateGroupRequestInputSchema,
} from './staff-inbox.schema';
export type {
  AuditFilterInput,
  AuditLogInput,
  GroupRequestOrder,
  GroupRequestsInput,
  GroupRequestStatus,
  UpdateGroupRequestInput,
} from './staff-inbox.schema';
export {
  branchProductsInputSchema,
  COUNTER_METHODS,
  counterPaymentInputSchema,
  MAX_STAFF_GUESTS,
  PAYMENT_LINK_CHANNELS,
  paymentLinkInputSchema,
  staffBookingInputSchema,
  staffGuestSchema,
} from './staff-booking.schema';
export type {
  CounterMethod,
  CounterPaymentInput,
  PaymentLinkChannel,
  PaymentLinkInput,
  StaffBookingInput,
  StaffGuestInput,
} from './staff-booking.schema';
export {
  kioskGuestStartSchema,
  kioskPairingCodeInputSchema,
  kioskPairSchema,
  type KioskGuestStartInput,
  type KioskPairingCodeInput,
  type KioskPairInput,
} from './kiosk-device.schema';
export {
  closedDateInputSchema,
  MAX_BUNDLE_ITEMS,
  MAX_PRODUCT_DURATION_MIN,
  MAX_PRODUCT_PRICE_SATANG,
  NEW_PRODUCT_TYPES,
  PRODUCT_DURATION_STEP_MIN,
  productCreateFormSchema,
  productCreateInputSchema,
  productFormSchema,
  productUpdateInputSchema,
} from './catalog-edit.schema';
export type {
  ClosedDateInput,
  ProductCreateForm,
  ProductCreateInput,
  ProductForm,
  ProductFormInput,
  ProductUpdateInput,
} from './catalog-edit.schema';
export { MAX_REPORT_DAYS, reportInputSchema } from './report.schema';
export type { ReportInput } from './report.schema';
export { PROMOTION_KINDS, promotionFormSchema, promotionInputSchema } from './promotion.schema';
export type { PromotionForm, PromotionInput } from './promotion.schema';
export {
  STAFF_ROLES_IN_BRAND,
  staffAccountInputSchema,
  staffIdInputSchema,
  staffRoleInputSchema,
} from './staff-admin.schema';
export type { StaffAccountInput, StaffRoleInput } from './staff-admin.schema';
export { branchSettingsInputSchema, brandSettingsInputSchema } from './settings.schema';
export { branchPlaceInputSchema } from './branch-place.schema';
export { branchFiltersInputSchema, MAX_BRANCH_FILTERS } from './branch-filters.schema';
export type { BranchFiltersInput } from './branch-filters.schema';
export type { BranchPlaceInput } from './branch-place.schema';
export type { BranchSettingsInput, BrandSettingsInput } from './settings.schema';
export { FUNNEL_CHANNELS, FUNNEL_STEPS, funnelDataSchema, funnelEvent } from './funnel.schema';
export type { FunnelChannel, FunnelData, FunnelStep } from './funnel.schema';
export { kioskSettingsInputSchema, MAX_KIOSK_ADS } from './kiosk-settings.schema';
export { MAX_POINTS_RATES, memberRewardsInputSchema } from './rewards.schema';
export { courseTemplateInputSchema } from './course-template.schema';
export type { CourseTemplateInput } from './course-template.schema';
export type { MemberRewardsInput } from './rewards.schema';
export { brandHostInputSchema, brandHostSchema } from './brand-host.schema';
export type { KioskSettingsInput } from './kiosk-settings.schema';
export { legalTextInputSchema } from './legal-text.schema';
export type { LegalTextInput } from './legal-text.schema';
