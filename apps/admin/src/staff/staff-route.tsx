// /admin/staff, in its own chunk (docs/architecture.md, Code splitting).
export { StaffPage } from './staff-page';
