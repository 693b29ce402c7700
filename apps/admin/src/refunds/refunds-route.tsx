// /admin/refunds, the refunds queue, in its own chunk (docs/architecture.md, Code splitting).
export { RefundsPage } from './refunds-page';
