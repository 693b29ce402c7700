// /admin/reports, in its own chunk (docs/architecture.md, Code splitting).
export { ReportsPage } from './reports-page';
