// Migrations are TypeScript modules bundled with the server, applied in name order at start.
import {
  DEFAULT_MIGRATION_TABLE,
  Migrator,
  type Kysely,
  type Migration,
  type MigrationProvider,
} from 'kysely';
import * as catalog from './migrations/0001-catalog';
import * as appMeta from './migrations/0002-app-meta';
import * as bookings from './migrations/0003-bookings';
import * as payments from './migrations/0004-payments';
import * as bookingTax from './migrations/0005-booking-tax';
import * as sandboxCharges from '../dev/payment-sandbox/sandbox-charges.migration';
import * as promotions from './migrations/0007-promotions';
import * as requests from './migrations/0008-requests';
import * as members from './migrations/0009-members';
import * as memberBookings from './migrations/0010-member-bookings';
import * as walletPoints from './migrations/0011-wallet-points';
import * as courses from './migrations/0012-courses';
import * as orderSite from './migrations/0013-order-site';
import * as bookingPricedSummary from './migrations/0014-booking-priced-summary';
import * as loginAttempts from './migrations/0016-login-attempts';
import * as paymentChecksPointsExpiry from './migrations/0017-payment-checks-points-expiry';
import * as depositRemain from './migrations/0018-deposit-remain';
import * as bookingHorizon from './migrations/0019-booking-horizon';
import * as orderPricedSummary from './migrations/0020-order-priced-summary';
import * as wellnessLogins from './migrations/0021-wellness-logins';
import * as staff from './migrations/0022-staff';
import * as sandboxRefunds from '../dev/payment-sandbox/sandbox-refunds.migration';
import * as staffDay from './migrations/0023-staff-day';
import * as refundClaim from './migrations/0023-staff-day-refund-claim';
import * as staffTotpStep from './migrations/0024-staff-totp-step';
import * as groupRequests from './migrations/0025-group-requests';
import * as refundQueue from './migrations/0026-refund-queue';
import * as walletCounter from './migrations/0027-wallet-counter';
import * as kioskDevices from './migrations/0029-kiosk-devices';
import * as orderQrText from './migrations/0030-order-qr-text';
import * as brandVat from './migrations/0031-brand-vat';
import * as brandKioskIdle from './migrations/0032-brand-kiosk-idle';
import * as taxInvoices from './migrations/0033-tax-invoices';
import * as branchClosedDates from './migrations/0034-branch-closed-dates';
import * as walletAdjustments from './migrations/0035-wallet-adjustments';
import * as funnelEvents from './migrations/0036-funnel-events';
import * as images from './migrations/0037-images';
import * as retiredHosts from './migrations/0038-retired-hosts';
import * as legalTexts from './migrations/0039-legal-texts';
import * as brandHold from './migrations/0040-brand-hold';
import * as courseVolume from './migrations/0041-course-volume';
import * as brandOnlineBooking from './migrations/0042-brand-online-booking';
import * as messageDelivery from './migrations/0043-message-delivery';
import * as bookingReminders from './migrations/0044-booking-reminders';
import * as selfCancel from './migrations/0045-self-cancel';
import * as waitlist from './migrations/0046-waitlist';
import * as moveOrders from './migrations/0047-move-orders';
import * as moveRefunds from './migrations/0048-move-refunds';
import * as waitlistLeave from './migrations/0049-waitlist-leave';
import * as outboxRequestId from './migrations/0050-outbox-request-id';

const migrations: Record<string, Migration> = {
  '0001-catalog': catalog,
  '0002-app-meta': appMeta,
  '0003-bookings': bookings,
  '0004-payments': payments,
  '0005-booking-tax': bookingTax,
  // The payment sandbox's own table (an outside system in production).
  '0006-sandbox-charges': sandboxCharges,
  '0007-promotions': promotions,
  '0008-requests': requests,
  '0009-members': members,
  '0010-member-bookings': memberBookings,
  '0011-wallet-points': walletPoints,
  '0012-courses': courses,
  '0013-order-site': orderSite,
  '0014-booking-priced-summary': bookingPricedSummary,
  '0016-login-attempts': loginAttempts,
  '0017-payment-checks-points-expiry': paymentChecksPointsExpiry,
  '0018-deposit-remain': depositRemain,
  '0019-booking-horizon': bookingHorizon,
  '0020-order-priced-summary': orderPricedSummary,
  '0021-wellness-logins': wellnessLogins,
  '0022-staff': staff,
  // The payment sandbox's refunds (an outside system in production).
  '0023-sandbox-refunds': sandboxRefunds,
  '0023-staff-day': staffDay,
  '0023-staff-day-refund-claim': refundClaim,
  '0024-staff-totp-step': staffTotpStep,
  '0025-group-requests': groupRequests,
  '0026-refund-queue': refundQueue,
  '0027-wallet-counter': walletCounter,
  '0029-kiosk-devices': kioskDevices,
  '0030-order-qr-text': orderQrText,
  '0031-brand-vat': brandVat,
  '0032-brand-kiosk-idle': brandKioskIdle,
  '0033-tax-invoices': taxInvoices,
  '0034-branch-closed-dates': branchClosedDates,
  '0035-wallet-adjustments': walletAdjustments,
  '0036-funnel-events': funnelEvents,
  '0037-images': images,
  '0038-retired-hosts': retiredHosts,
  '0039-legal-texts': legalTexts,
  '0040-brand-hold': brandHold,
  '0041-course-volume': courseVolume,
  '0042-brand-online-booking': brandOnlineBooking,
  '0043-message-delivery': messageDelivery,
  '0044-booking-reminders': bookingReminders,
  '0045-self-cancel': selfCancel,
  '0046-waitlist': waitlist,
  '0047-move-orders': moveOrders,
  '0048-move-refunds': moveRefunds,
  '0049-waitlist-leave': waitlistLeave,
  '0050-outbox-request-id': outboxRequestId,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the schema as it was, untyped
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  if (await isUpToDate(db, schema)) return;
  const migrator = new Migrator({
    db,
    provider,
    // 0016 and 0017 were added after 0018 had been applied to some development databases: each migration
    // stands alone, so applying a missing older one is safe (and a fresh database applies them in order).
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}

/**
 * Every migration already applied, read in one query. The migrator would first introspect every table to find its
 * own, which took a third of a second of each start on PGlite (docs/decisions.md, "A start that does only what is
 * needed"). A database without the migrations' table is not up to date.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrations' table is Kysely's, not in our schema
async function isUpToDate(db: Kysely<any>, schema?: string): Promise<boolean> {
  try {
    const rows: { name: string }[] = await (schema ? db.withSchema(schema) : db)
      .selectFrom(DEFAULT_MIGRATION_TABLE)
      .select('name')
      .execute();
    const applied = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false;
  }
}
