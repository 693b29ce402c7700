// /admin/branches, the chosen branch's closed dates, in its own chunk (docs/architecture.md, Code splitting).
export { ClosedDatesPage } from './closed-dates-page';
