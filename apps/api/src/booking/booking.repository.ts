// The one way to a booking (docs/architecture.md): finders, each with one capability rule, the row lock,
// and the state write that follows the lifecycle of libs/booking-rules. No other module reads a booking
// by id for a caller; state writes follow the lifecycle (here, or in bulk by the hold-expiry job).
import { can } from '@sabai/access';
import { transition, type BookingEvent } from '@sabai/booking-rules';
import { sql, type Kysely, type Selectable, type Transaction, type UpdateObject } from 'kysely';
import { timingSafeEqual } from 'node:crypto';
import type { Scope } from '../core/scope';
import type { BookingTable, Database } from '../db/schema';
import { isUuid } from '../core/ids';

export type BookingRow = Selectable<BookingTable>;

/** Compares secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function bookingOfBrand(db: Kysely<Database>, brandId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
  return row?.brand_id === brandId ? row : undefined;
}

/**
 * The booking the caller holds: shown by its secret token, or owned by the calling member. An id alone
 * gives nothing; another member's booking stays closed even with its token (a member's booking is theirs).
 */
export async function findHeldBooking(
  scope: Pick<Scope, 'db' | 'brand' | 'principal'>,
  id: string,
  token: string | null | undefined,
  action: 'read' | 'pay' | 'cancel' = 'read',
): Promise<BookingRow | undefined> {
  const row = await bookingOfBrand(scope.db, scope.brand.id, id);
  if (!row) return undefined;
  const principal = await scope.principal();
  if (row.user_id && principal.kind === 'member' && row.user_id !== principal.userId) return undefined;
  const holdsToken = typeof token === 'string' && token !== '' && sameSecret(row.token, token);
  const target = { brandId: row.brand_id, branchId: row.branch_id, ownerId: row.user_id, holdsToken };
  return can(principal, action, 'booking', target) ? row : undefined;
}

/**
 * A booking as staff see it: within the staff account's grants (its brands, or its branches), of the
 * request's brand. Anyone else, or staff outside their scope, finds nothing.
 */
export async function findBookingInStaffScope(
  scope: Pick<Scope, 'db' | 'brand' | 'principal'>,
  id: string,
  action: 'read' | 'check_in' | 'complete' | 'no_show' | 'cancel' | 'refund' = 'read',
): Promise<BookingRow | undefined> {
  const principal = await scope.principal();
  if (principal.kind !== 'staff') return undefined;
  const row = await bookingOfBrand(scope.db, scope.brand.id, id);
  return row && can(principal, action, 'booking', { brandId: row.brand_id, branchId: row.branch_id })
    ? row
    : undefined;
}

/** Locks the booking's row until the transaction ends, and answers it as it is now. */
export function lockBooking(trx: Transaction<Database>, id: string): Promise<BookingRow> {
  return trx.selectFrom('bookings').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

type StateColumns = Omit<UpdateObject<Database, 'bookings'>, 'state' | 'id' | 'updated_at'>;

/**
 * Moves a booking by a lifecycle event, compare-and-set: the write happens only if the booking is still
 * in the state the caller read, so two writers cannot both move it. A refused event, or a booking that
 * moved meanwhile, answers `false`.
 */
export async function moveBooking(
  trx: Transaction<Database>,
  booking: Pick<BookingRow, 'id' | 'state'>,
  event: BookingEvent,
  columns: StateColumns = {},
): Promise<boolean> {
  const next = transition(booking.state, event);
  if (!next.ok) return false;
  const state = next.state as BookingRow['state'];
  const result = await trx
    .updateTable('bookings')
    .set({ ...columns, state, updated_at: sql`now()` })
    .where('id', '=', booking.id)
    .where('state', '=', booking.state)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
