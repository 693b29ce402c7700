// /admin/new-booking in its own chunk (docs/architecture.md, Code splitting).
export { NewBookingPage } from './new-booking-page';
