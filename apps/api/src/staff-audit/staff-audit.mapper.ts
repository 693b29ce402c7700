// The audit log in the staff contract's shape (libs/graphql/staff-schema/audit.graphql): instants ISO 8601,
// the branch's name in the caller's language, before and after as JSON text.
import type { LocaleCode } from '@sabai/i18n';
import type { AuditEntry, AuditPage } from '../graphql/generated/staff-resolvers';
import { pick } from '../i18n/translated-text';
import type { AuditRow } from './audit-log.repository';

// jsonb comes back parsed from PostgreSQL; a driver that hands back text is passed through.
const jsonText = (value: unknown) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function toAuditEntry(row: AuditRow, locale: LocaleCode): AuditEntry {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    staff_id: row.staff_id,
    staff_name: row.staff_name,
    ip: row.ip,
    action: row.action,
    subject_type: row.subject_type,
    subject_id: row.subject_id,
    booking_no: row.booking_no,
    brand_id: row.brand_id,
    branch_id: row.branch_id,
    branch_name: row.branch_name ? pick(row.branch_name, locale) : null,
    before: jsonText(row.before),
    after: jsonText(row.after),
  };
}

export const toAuditPage = (page: { rows: AuditRow[]; total: number }, locale: LocaleCode): AuditPage => ({
  items: page.rows.map((row) => toAuditEntry(row, locale)),
  total: page.total,
});
