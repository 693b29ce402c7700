// Members at the desk in the staff contract's shape (libs/graphql/staff-schema/members.graphql): services find
// and decide, this file only shapes (Money in satang for the scalar, names in the staff's language).
import { formatTimeOfDay } from '@sabai/booking-rules';
import type { LocaleCode } from '@sabai/i18n';
import type {
  MemberBooking,
  MemberPage,
  MemberSummary,
  StaffBookingState,
  StaffMember,
} from '../graphql/generated/staff-resolvers';
import { pick } from '../i18n/translated-text';
import type { DeskMemberRow } from './member-desk';
import type { MemberBookingRow, MemberPageData } from './member-page.service';
import type { MemberPageData as MemberSearchData } from './member-search.service';

const iso = (at: Date) => at.toISOString();

function toSummary(row: DeskMemberRow, locale: LocaleCode): Omit<MemberSummary, '__typename'> {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    email: row.email,
    tier: pick(row.tier_title, locale),
    member_since: iso(row.member_since),
  };
}

export function toMemberPage(data: MemberSearchData, locale: LocaleCode): MemberPage {
  return {
    members: data.members.map((row) => toSummary(row, locale)),
    total: data.total,
    page: data.page,
    page_size: data.pageSize,
  };
}

function toMemberBooking(row: MemberBookingRow, locale: LocaleCode): MemberBooking {
  return {
    id: row.id,
    booking_no: row.booking_no,
    // Upcoming and past lists hold no pending booking: the stored state is the one shown.
    state: row.state as StaffBookingState,
    branch_name: pick(row.branch_name, locale),
    date: row.date,
    time: formatTimeOfDay(row.time_min),
    guest_count: row.guest_count,
  };
}

export function toStaffMember(data: MemberPageData, locale: LocaleCode): StaffMember {
  const { member, wallet } = data;
  return {
    ...toSummary(member, locale),
    tier_id: data.tierId,
    sign_in_locked_until: data.lockedUntil ? iso(data.lockedUntil) : null,
    prefix: member.prefix,
    wallet_balance: wallet.balanceSatang,
    wallet_activated: wallet.activated,
    ledger: {
      entries: wallet.ledger.rows.map((row) => ({
        id: row.id,
        at: iso(row.created_at),
        amount: row.amount_satang,
        reason: row.reason,
        method: row.method,
        reference: row.reference,
        note: row.note,
        booking_id: row.booking_id,
        booking_no: row.booking_no,
        staff_name: row.staff_name,
        branch_name: row.branch_name ? pick(row.branch_name, locale) : null,
      })),
      total: wallet.ledger.total,
      page: wallet.ledger.page,
      page_size: wallet.ledger.pageSize,
    },
    points: data.points.active,
    points_expire_at: data.points.expiresAt ? iso(data.points.expiresAt) : null,
    upcoming: data.upcoming.map((row) => toMemberBooking(row, locale)),
    past: {
      bookings: data.past.rows.map((row) => toMemberBooking(row, locale)),
      total: data.past.total,
      page: data.past.page,
      page_size: data.past.pageSize,
    },
    courses: data.courses.map((course) => ({
      id: course.id,
      name: pick(course.name, locale),
      volume_left: course.volumeLeft,
      volume_total: course.volumeTotal,
      expires_on: course.expiresOn,
    })),
  };
}
