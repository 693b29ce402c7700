// Kysely's view of the database: every table by name. The table types live in tables/, by subject.
import type {
  BranchClosedDateTable,
  ImageTable,
  LegalTextTable,
  ImageVariantTable,
  BranchProductTable,
  BranchTable,
  BrandHostTable,
  BrandTable,
  ProductBundleItemTable,
  ProductFilterTable,
  ProductTable,
} from './tables/catalog.tables';
import type {
  BookingTable,
  CapacityHoldTable,
  DirectRequestNoteTable,
  DirectRequestTable,
  LegalConsentTable,
  PromotionRedemptionTable,
  PromotionTable,
  WaitlistEntryTable,
} from './tables/booking.tables';
import type {
  BookingNumberCounterTable,
  BookingReminderTable,
  OutboxTable,
  PaymentNotifyTable,
  MoveRefundTable,
  PaymentOrderTable,
  TrackEventTable,
} from './tables/payment.tables';
import type {
  AuthAttemptTable,
  AuthSessionTable,
  CourseItemTable,
  CourseTable,
  CourseUsageTable,
  LoginAttemptTable,
  MemberCourseTable,
  MemberQrUseTable,
  OtpCodeTable,
  PointsLedgerTable,
  PointsRateTable,
  TierDiscountTable,
  TierTable,
  UserTable,
  WalletLedgerTable,
  WalletTable,
} from './tables/member.tables';
import type {
  AuditLogTable,
  StaffAccountTable,
  StaffGrantTable,
  StaffSessionTable,
} from './tables/staff.tables';
import type { KioskDeviceTable } from './tables/device.tables';
import type { TaxDocumentCounterTable, TaxDocumentTable } from './tables/tax.tables';
export type {
  TaxDocumentBody,
  TaxDocumentCounterTable,
  TaxDocumentKind,
  TaxDocumentLine,
  TaxDocumentTable,
  ThaiWithEnglish,
} from './tables/tax.tables';

export type { Json, Translated } from './tables/json';
export type {
  BranchProductTable,
  BranchTable,
  BrandAd,
  BrandHostTable,
  BrandTable,
  KioskIdle,
  KioskIdleOverrides,
  ProductBundleItemTable,
  ProductFilterTable,
  ProductTable,
  ProductType,
  SelfCancelRefund,
} from './tables/catalog.tables';
export type {
  BookingState,
  BookingTable,
  CapacityHoldTable,
  DirectRequestTable,
  LegalConsentTable,
  LegalRule,
  PromotionRedemptionTable,
  PromotionTable,
  StoredGuest,
  WaitlistEntryTable,
  WaitlistState,
} from './tables/booking.tables';
export type {
  BookingNumberCounterTable,
  BookingReminderTable,
  MessageAttachment,
  MoveRefundTable,
  MoveTo,
  OutboxState,
  OutboxTable,
  PaymentNotifyTable,
  PaymentOrderStatus,
  PaymentOrderTable,
  TrackEventTable,
} from './tables/payment.tables';
export type {
  AuthAttemptTable,
  AuthSessionTable,
  CourseItemTable,
  CourseTable,
  CourseUsageTable,
  LoginAttemptTable,
  MemberCourseTable,
  MemberQrUseTable,
  OtpCodeTable,
  OtpPurpose,
  PointsLedgerTable,
  PointsRateTable,
  PointsReason,
  TierDiscountTable,
  TierTable,
  UserPrefix,
  UserTable,
  WalletLedgerTable,
  WalletReason,
  WalletTable,
} from './tables/member.tables';
export type {
  AuditLogTable,
  StaffAccountTable,
  StaffGrantTable,
  StaffSessionTable,
} from './tables/staff.tables';
export type { KioskDeviceTable } from './tables/device.tables';

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  app_meta: AppMetaTable;
  tax_document_counters: TaxDocumentCounterTable;
  tax_documents: TaxDocumentTable;
  bookings: BookingTable;
  capacity_holds: CapacityHoldTable;
  payment_orders: PaymentOrderTable;
  move_refunds: MoveRefundTable;
  payment_notifies: PaymentNotifyTable;
  booking_number_counters: BookingNumberCounterTable;
  outbox: OutboxTable;
  booking_reminders: BookingReminderTable;
  waitlist_entries: WaitlistEntryTable;
  track_events: TrackEventTable;
  promotions: PromotionTable;
  promotion_redemptions: PromotionRedemptionTable;
  direct_requests: DirectRequestTable;
  direct_request_notes: DirectRequestNoteTable;
  legal_consents: LegalConsentTable;
  tiers: TierTable;
  tier_discounts: TierDiscountTable;
  users: UserTable;
  auth_sessions: AuthSessionTable;
  otp_codes: OtpCodeTable;
  auth_attempts: AuthAttemptTable;
  login_attempts: LoginAttemptTable;
  member_qr_uses: MemberQrUseTable;
  wallets: WalletTable;
  wallet_ledger: WalletLedgerTable;
  points_ledger: PointsLedgerTable;
  points_rates: PointsRateTable;
  courses: CourseTable;
  course_items: CourseItemTable;
  member_courses: MemberCourseTable;
  course_usage: CourseUsageTable;
  brands: BrandTable;
  brand_hosts: BrandHostTable;
  branches: BranchTable;
  branch_closed_dates: BranchClosedDateTable;
  images: ImageTable;
  legal_texts: LegalTextTable;
  image_variants: ImageVariantTable;
  product_filters: ProductFilterTable;
  products: ProductTable;
  product_bundle_items: ProductBundleItemTable;
  branch_products: BranchProductTable;
  staff_accounts: StaffAccountTable;
  staff_grants: StaffGrantTable;
  staff_sessions: StaffSessionTable;
  audit_log: AuditLogTable;
  kiosk_devices: KioskDeviceTable;
}
