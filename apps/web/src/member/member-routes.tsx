// The member pages, one chunk; the guards decide who may open which (SPEC §2).
export { LoginPage } from './login-page';
export { LogoutPage } from './logout-page';
export { MemberBookingsPage } from './member-bookings-page';
export { MemberPage } from './member-page';
export { ProfilePage } from './profile-page';
export { RecoverPage } from './recover-page';
export { RegisterPage } from './register-page';
