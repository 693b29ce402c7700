// Group requests in the staff contract's shape (libs/graphql/staff-schema/requests.graphql): the service
// finds and decides, this file only shapes (times 'HH:mm:ss', instants ISO 8601, names in the caller's language).
import type { LocaleCode } from '@sabai/i18n';
import type { GroupRequest, GroupRequestPage } from '../graphql/generated/staff-resolvers';
import { toStaffBranch } from '../staff/staff.mapper';
import type { GroupRequestData } from './group-requests.service';

/** The customer gave 'HH:mm'; the contract's Time is 'HH:mm:ss'. */
const time = (value: string | null) => (value === null ? null : value.length === 5 ? `${value}:00` : value);

const iso = (at: Date | string) => (at instanceof Date ? at : new Date(at)).toISOString();

export function toGroupRequest({ row, branch, notes }: GroupRequestData, locale: LocaleCode): GroupRequest {
  return {
    id: row.id,
    branch: toStaffBranch(branch, locale),
    date: row.date,
    time: time(row.time),
    guest_count: row.guest_count,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    contact_email: row.contact_email,
    message: row.message,
    locale: row.locale,
    status: row.status,
    booking_id: row.booking_id,
    booking_no: row.booking_no,
    created_at: iso(row.created_at),
    notes: notes.map((n) => ({ at: iso(n.at), by: n.by ?? 'system', text: n.text })),
  };
}

export function toGroupRequestPage(
  page: { items: GroupRequestData[]; total: number },
  locale: LocaleCode,
): GroupRequestPage {
  return { items: page.items.map((item) => toGroupRequest(item, locale)), total: page.total };
}
