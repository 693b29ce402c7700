// Who works the desk, and the bookings they may see (docs/access.md, How the server guards): only a staff
// account, and a booking only within its grants and the request's brand. A booking out of reach is
// booking.notFound, never a hint that it exists.
import { AppError } from '../core/app-error';
import type { Principal } from '../core/principal';
import type { Scope } from '../core/scope';
import { findBookingInStaffScope, type BookingRow } from '../booking/booking.repository';

export type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;

/** The staff account asking; anyone else is login.unauthenticated (the desk needs a staff session). */
export async function deskStaff(scope: Pick<Scope, 'principal'>): Promise<StaffPrincipal> {
  const principal = await scope.principal();
  if (principal.kind !== 'staff') throw new AppError('login.unauthenticated');
  return principal;
}

/** A booking the staff account may read, of the request's brand; booking.notFound otherwise. */
export async function deskBooking(
  scope: Pick<Scope, 'db' | 'brand' | 'principal'>,
  id: string,
): Promise<BookingRow> {
  const row = await findBookingInStaffScope(scope, id, 'read');
  if (!row) throw new AppError('booking.notFound');
  return row;
}

/** What the permission table is asked about for a booking. */
export const bookingTarget = (row: Pick<BookingRow, 'brand_id' | 'branch_id'>) => ({
  brandId: row.brand_id,
  branchId: row.branch_id,
});
