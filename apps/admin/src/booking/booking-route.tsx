// /admin/booking/:id in its own chunk (docs/architecture.md, Code splitting).
export { BookingPage } from './booking-page';
