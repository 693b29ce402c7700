// /admin/booking/:id/tax-invoice, the printable tax invoice, in its own chunk (docs/architecture.md, Code splitting).
export { TaxInvoicePage } from './tax-invoice-page';
