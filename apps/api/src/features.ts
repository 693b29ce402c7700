// Every API feature, listed once. Order matters only for REST routes that share a prefix.
import { authFeature } from './auth/auth.feature';
import { availabilityFeature } from './availability/availability.feature';
import { bookingFeature } from './booking/booking.feature';
import { catalogFeature } from './catalog/catalog.feature';
import { catalogAdminFeature } from './catalog-admin/catalog-admin.feature';
import type { ApiFeature } from './core/feature';
import { waitlistFeature } from './waitlist/waitlist.feature';
import { courseFeature } from './course/course.feature';
import { kioskFeature } from './kiosk/kiosk.feature';
import { legalFeature } from './legal/legal.feature';
import { housekeepingFeature } from './jobs/housekeeping.feature';
import { mediaFeature } from './media/media.feature';
import { messagesFeature } from './messages/messages.feature';
import { paymentFeature } from './payment/payment.feature';
import { refundsFeature } from './refunds/refunds.feature';
import { reportsFeature } from './reports/reports.feature';
import { staffAdminFeature } from './staff-admin/staff-admin.feature';
import { requestsFeature } from './requests/requests.feature';
import { staffFeature } from './staff/staff.feature';
import { staffDayFeature } from './staff-day/staff-day.feature';
import { staffBookingFeature } from './staff-booking/staff-booking.feature';
import { staffMembersFeature } from './staff-members/staff-members.feature';
import { staffAuditFeature } from './staff-audit/staff-audit.feature';
import { staffRequestsFeature } from './staff-requests/staff-requests.feature';

export const features: readonly ApiFeature[] = [
  catalogFeature,
  bookingFeature,
  paymentFeature,
  authFeature,
  courseFeature,
  requestsFeature,
  availabilityFeature,
  waitlistFeature,
  staffFeature,
  kioskFeature,
  staffDayFeature,
  staffBookingFeature,
  staffRequestsFeature,
  staffAuditFeature,
  refundsFeature,
  staffMembersFeature,
  catalogAdminFeature,
  reportsFeature,
  staffAdminFeature,
  mediaFeature,
  legalFeature,
  housekeepingFeature,
  messagesFeature,
];
