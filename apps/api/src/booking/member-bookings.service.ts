// memberBookings(scope): the logged-in member's own bookings for the member area. Whether a booking is
// still to come is decided by the database's clock against its start in the branch's time zone.
import { BOOKING_STATES, isPrevious, isUpcoming, type OrderSummary } from '@sabai/booking-rules';
import type { BookingState } from '../db/schema';
import { sql } from 'kysely';
import { requireMember } from '../auth/member-guard';
import type { Scope } from '../core/scope';
import type { Translated } from '../db/schema';
import type { BookingRow } from './booking.repository';
import { pick } from '../i18n/translated-text';
import { priceBooking, zeroOrderSummary } from './booking-summary.service';
import { toPrice } from './prebooking.service';
import { inputRefused } from '../core/app-error';

// The two lists as the lifecycle (libs/booking-rules) defines them, as state sets for the query: booked
// states are upcoming until their start and previous after; ended ones are previous whatever the time.
const stored = BOOKING_STATES.filter((state): state is BookingState => state !== 'check');
const BOOKED = stored.filter((state) => isUpcoming(state, { started: false }));
const ENDED = stored.filter((state) => isPrevious(state, { started: false }));

export type MemberBookingScope = 'upcoming' | 'previous';

const isList = (list: string): list is MemberBookingScope => list === 'upcoming' || list === 'previous';

/** One of the member's bookings with what the list shows besides the row. */
export interface FoundMemberBooking {
  row: BookingRow & { branch_name: Translated };
  branchName: string;
  grandTotalSatang: number;
  /** What the booking was paid with (its paid order's summary), or today's price for one paid without. */
  summary: OrderSummary;
}

export async function memberBookings(scope: Scope, list: string): Promise<FoundMemberBooking[]> {
  const { user } = await requireMember(scope);
  if (!isList(list)) throw inputRefused([{ field: 'scope', message: 'scope.unknown' }]);
  const startsAt = sql<Date>`(b.date + make_interval(mins => b.time_min)) at time zone br.time_zone`;
  const upcoming = list === 'upcoming';
  const rows = await scope.db
    .selectFrom('bookings as b')
    .innerJoin('branches as br', 'br.id', 'b.branch_id')
    .selectAll('b')
    .select('br.name as branch_name')
    .where('b.user_id', '=', user.id)
    .where('b.brand_id', '=', scope.brand.id)
    .where((eb) => {
      const started = eb(startsAt, '<', sql<Date>`now()`);
      const booked = eb('b.state', 'in', BOOKED);
      return upcoming
        ? eb.and([booked, eb.not(started)])
        : eb.or([eb.and([booked, started]), eb('b.state', 'in', ENDED)]);
    })
    .orderBy('b.date', upcoming ? 'asc' : 'desc')
    .orderBy('b.time_min', upcoming ? 'asc' : 'desc')
    .execute();

  return Promise.all(
    rows.map(async (row) => {
      const summary = row.priced_summary ?? (await todaysSummary(scope, row));
      return {
        row,
        branchName: pick(row.branch_name, scope.locale),
        grandTotalSatang: row.grand_total_satang ?? summary.grandTotalSatang,
        summary,
      };
    }),
  );
}

/** A booking paid before its summary was kept, or made without a payment: priced as it would be now. */
function todaysSummary(scope: Scope, row: Parameters<typeof toPrice>[0]): Promise<OrderSummary> {
  return priceBooking(scope, toPrice(row)).catch(() =>
    priceBooking(scope, { ...toPrice(row), promoCode: null }).catch(() => zeroOrderSummary),
  );
}
