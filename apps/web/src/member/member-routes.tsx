// The member's own pages, one chunk: home, bookings and logout. The pages with forms (login, register,
// recover, profile) are in member-form-routes.tsx, so the member's home does not load the form kit.
export { LogoutPage } from './logout-page';
export { MemberBookingsPage } from './member-bookings-page';
export { MemberPage } from './member-page';
