// Every API feature, listed once. Order matters only for REST routes that share a prefix.
import { authFeature } from './auth/auth.feature';
import { availabilityFeature } from './availability/availability.feature';
import { bookingFeature } from './booking/booking.feature';
import { catalogFeature } from './catalog/catalog.feature';
import type { ApiFeature } from './core/feature';
import { courseFeature } from './course/course.feature';
import { paymentFeature } from './payment/payment.feature';
import { requestsFeature } from './requests/requests.feature';
import { staffFeature } from './staff/staff.feature';
import { staffDayFeature } from './staff-day/staff-day.feature';

export const features: readonly ApiFeature[] = [
  catalogFeature,
  bookingFeature,
  paymentFeature,
  authFeature,
  courseFeature,
  requestsFeature,
  availabilityFeature,
  staffFeature,
  staffDayFeature,
];
