// /admin/audit, the audit log, in its own chunk (docs/architecture.md, Code splitting).
export { AuditPage } from './audit-page';
