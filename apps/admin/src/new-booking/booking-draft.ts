// The new-booking form's values and what it sends (docs/product-rules.md, Bookings made by staff): pure, so
// the page only renders. The values carry the names of staffBookingInputSchema, so the schema's refusals land
// at their fields. Times are 'HH:mm' on the 15-minute grid in the branch's zone; each guest's list starts
// with the branch's force-selected items, then the chosen treatments in the menu's order.
import type { BranchProductsQuery, StaffBookingInput } from '@sabai/graphql/staff';
import type { StaffBookingInput as StaffBookingChecked } from '@sabai/validation';
import type { UseFormReturn } from 'react-hook-form';

export type BranchProduct = BranchProductsQuery['branchProducts'][number];

export interface GuestValues {
  name: string;
  /** The product ids sent: empty, or the forced items then the chosen ones (see withTreatment). */
  treatments: string[];
}

/** The form's strings; '' is an optional field left empty (group_request_id too). */
export interface NewBookingValues {
  branch_id: string;
  date: string;
  time: string;
  guests: GuestValues[];
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  member_id: string;
  promo_code: string;
  request: string;
  group_request_id: string;
}

/** The form, whose submit receives the schema's output. */
export type NewBookingForm = UseFormReturn<NewBookingValues, unknown, StaffBookingChecked>;

export const emptyGuest = (): GuestValues => ({ name: '', treatments: [] });

/** The guest list grown or cut to `count`, keeping what was entered for the guests that stay. */
export function withGuestCount(guests: GuestValues[], count: number): GuestValues[] {
  const n = Math.max(1, Math.min(50, Math.floor(count) || 1));
  return Array.from({ length: n }, (_, i) => guests[i] ?? emptyGuest());
}

/**
 * A guest's treatments with `id` chosen or not: the forced items first, then the chosen ones in the menu's
 * order. An empty choice stays empty, so the form says which guest still needs a treatment.
 */
export function withTreatment(
  treatments: readonly string[],
  id: string,
  on: boolean,
  products: readonly BranchProduct[],
): string[] {
  const chosen = new Set(treatments.filter((t) => t !== id));
  if (on) chosen.add(id);
  const forced = products.filter((p) => p.force_select);
  const picked = products.filter((p) => !p.force_select && chosen.has(p.id));
  return picked.length ? [...forced, ...picked].map((p) => p.id) : [];
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

/** What createStaffBooking is sent, and what the schema checks first in the browser. */
export function toInput(values: NewBookingValues): StaffBookingInput {
  return {
    branch_id: values.branch_id,
    date: values.date,
    time: values.time,
    guests: values.guests.map((g) => ({ name: orNull(g.name), treatments: g.treatments })),
    contact_name: values.contact_name.trim(),
    contact_phone: orNull(values.contact_phone),
    contact_email: orNull(values.contact_email),
    member_id: orNull(values.member_id),
    promo_code: orNull(values.promo_code),
    request: orNull(values.request),
    group_request_id: orNull(values.group_request_id),
  };
}
