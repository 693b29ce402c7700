// The new-booking form's state and what it sends (docs/product-rules.md, Bookings made by staff): pure, so
// the page only renders. Times are 'HH:mm' on the 15-minute grid in the branch's zone; each guest's list
// starts with the branch's force-selected items, then the chosen treatments in the menu's order.
import type { BranchProductsQuery, StaffBookingInput } from '@sabai/graphql/staff';

export type BranchProduct = BranchProductsQuery['branchProducts'][number];

export interface GuestDraft {
  name: string;
  /** Chosen product ids, force-selected ones aside. */
  chosen: string[];
}

export interface BookingDraft {
  branchId: string;
  date: string;
  time: string;
  guests: GuestDraft[];
  contactName: string;
  contactPhone: string;
  contactEmail: string;
  memberId: string;
  promoCode: string;
  request: string;
  groupRequestId: string | null;
}

export const emptyGuest = (): GuestDraft => ({ name: '', chosen: [] });

/** The guest list grown or cut to `count`, keeping what was entered for the guests that stay. */
export function withGuestCount(guests: GuestDraft[], count: number): GuestDraft[] {
  const n = Math.max(1, Math.min(50, Math.floor(count) || 1));
  return Array.from({ length: n }, (_, i) => guests[i] ?? emptyGuest());
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Start times every 15 minutes from opening to the last quarter before closing ('00:00' closes at 24:00). */
export function quarterHours(open: string, close: string): string[] {
  const start = Math.ceil(minutesOf(open) / 15) * 15;
  const end = minutesOf(close) === 0 ? 1440 : minutesOf(close);
  const times: string[] = [];
  for (let m = start; m < end; m += 15) times.push(hhmm(m));
  return times;
}

/** The next quarter hour at the branch now, e.g. 14:07 -> '14:15'. */
export function nextQuarter(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return hhmm(Math.min(1425, Math.ceil((part('hour') * 60 + part('minute')) / 15) * 15));
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What createStaffBooking is sent. */
export function toInput(draft: BookingDraft, products: readonly BranchProduct[]): StaffBookingInput {
  const forced = products.filter((p) => p.force_select).map((p) => p.id);
  const menuOrder = (ids: string[]) => products.filter((p) => ids.includes(p.id)).map((p) => p.id);
  return {
    branch_id: draft.branchId,
    date: draft.date,
    time: draft.time,
    guests: draft.guests.map((g) => ({
      name: orNull(g.name),
      // An empty choice stays empty, so the form says which guest still needs a treatment.
      treatments: g.chosen.length ? [...forced, ...menuOrder(g.chosen)] : [],
    })),
    contact_name: draft.contactName.trim(),
    contact_phone: orNull(draft.contactPhone),
    contact_email: orNull(draft.contactEmail),
    member_id: orNull(draft.memberId),
    promo_code: orNull(draft.promoCode),
    request: orNull(draft.request),
    group_request_id: draft.groupRequestId,
  };
}
