// prebook (docs/api.md, Booking; docs/product-rules.md, Holds): check the booking with the rules, then, under the branch's lock,
// seat every guest in the places left and hold them for the hold time. Calling it again with the same
// id and token moves the hold in the same transaction.
import {
  allocateGuests,
  guestCapacityNeeds,
  type Branch,
  type Capacity,
  type CapacityNeed,
  type Guest,
  type GuestDerived,
  transition,
  type Usage,
} from '@sabai/booking-rules';
import { parseInput, prebookInputSchema, type PrebookInput } from '@sabai/validation';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Scope } from '../core/scope';
import { bucketsOf, holdRows, lockAndCount, lockCountAndInsert, replaceHolds } from './capacity.repository';
import { priceBooking } from './booking-summary.service';
import { findHeldBooking, lockBooking, type BookingRow } from './booking.repository';
import { suggestBranches, type Suggestions } from './suggest-branches';
import { checkAtBranch } from './booking-check';
import { refuseBeyondHorizon } from './booking-horizon';
import { AppError, inputRefused } from '../core/app-error';
import { channelOf, guard, kioskOf, memberOf, type BookingChannel } from '../core/principal';
import { refuseEmptyProfile } from '../auth/member-profile';

export interface PrebookOutcome {
  bookingId: string | null;
  token: string | null;
  holdExpiresAt: Date | null;
  isBookable: boolean;
  guests: { no: number; isBookable: boolean }[];
  suggestions: Suggestions;
}

export interface CheckedBooking {
  input: PrebookInput;
  /** Decided by who asks, never by the input's channel. */
  channel: BookingChannel;
  branch: Branch;
  branchRow: NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;
  guests: Guest[];
  needs: CapacityNeed[][];
}

/** Parses and checks a booking against the branch's products and hours; throws the user's errors. */
export async function checkBooking(scope: Scope, rawInput: unknown): Promise<CheckedBooking> {
  const parsed = parseInput(prebookInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  if (!input.branch_id) throw new AppError('branch.notSet');
  const branchRow = await scope.catalog.branch(scope.brand.id, input.branch_id);
  if (!branchRow) throw new AppError('branch.notFound', { branch: input.branch_id });
  refuseBeyondHorizon(scope, input.date_time.date, branchRow.time_zone);
  if (input.guest_count !== input.treatments.length)
    throw inputRefused([{ field: 'guest_count', message: 'guest_count.mismatch' }]);
  const principal = await scope.principal();
  const target = { brandId: scope.brand.id, branchId: branchRow.id };
  guard(principal, 'create', 'booking', target);
  // A member identified at a kiosk books there, as the kiosk itself would (docs/access.md, Kiosk devices).
  const kiosk = kioskOf(principal);
  if (kiosk) guard(kiosk, 'create', 'booking', target);
  const guests: Guest[] = input.treatments.map((g) => ({
    no: g.no,
    name: g.name,
    start: g.start,
    treatments: g.treatments,
  }));
  const { date, time } = input.date_time;
  const { branch, checked } = await checkAtBranch(scope, branchRow, {
    date,
    time,
    guests,
    promoCode: input.promo_code ?? null,
    bookingId: input.id ?? null,
  });
  // A promotion code is checked now rather than at payment, where it would be a late surprise.
  if (input.promo_code) {
    await priceBooking(scope, {
      branchId: branch.id,
      date,
      time,
      guests,
      promoCode: input.promo_code,
      customerKey: input.contact_email ?? input.contact_phone,
    });
  }
  const needs = checked.guests.map((derived: GuestDerived, i) =>
    guestCapacityNeeds(derived, (guests[i] as Guest).start, time),
  );
  return { input, channel: channelOf(principal, input.channel), branch, branchRow, guests, needs };
}

/** The booking a prebook with an id moves, locked; refused unless the caller may move it. */
async function bookingToMove(
  trx: Transaction<Database>,
  scope: Scope,
  input: PrebookInput,
): Promise<BookingRow | undefined> {
  if (!input.id) return undefined;
  // By its token or as its owner; another member's booking is not found even with the token.
  const held = await findHeldBooking({ ...scope, db: trx }, input.id, input.token);
  if (!held) throw new AppError('booking.notFound');
  const existing = await lockBooking(trx, held.id);
  if (!transition(existing.state, 'hold').ok) throw new AppError('booking.made');
  return existing;
}

/** The booking's columns as this prebook sets them, holding its places for the hold time from now. */
function heldBookingColumns(
  scope: Scope,
  { input, channel }: Pick<CheckedBooking, 'input' | 'channel'>,
  branchId: string,
  holdSeconds: number,
) {
  return {
    brand_id: scope.brand.id,
    branch_id: branchId,
    // The host record the request came through (docs/product-rules.md, Brands and hosts), never the input's.
    domain_id: scope.hostId ?? null,
    channel,
    state: 'pending' as const,
    date: input.date_time.date,
    time_min: input.date_time.time,
    guest_count: input.guest_count,
    guests: JSON.stringify(input.treatments),
    promo_code: input.promo_code || null,
    contact_name: input.contact_name ?? null,
    contact_email: input.contact_email ?? null,
    contact_phone: input.contact_phone ?? null,
    request: input.request ?? null,
    payment_method: input.payment_method ?? null,
    locale: scope.locale,
    hold_expires_at: sql<Date>`now() + make_interval(secs => ${holdSeconds})`,
    updated_at: sql<Date>`now()`,
  };
}

/**
 * Whether a move changes what the booking costs: another branch, day, time, promotion or treatments. Only
 * then do its payment orders stop matching it (a move that only extends the hold keeps them).
 */
function changesPrice(existing: BookingRow, input: PrebookInput, branchId: string): boolean {
  const treatments = (guests: readonly { no: number; treatments: readonly string[] }[]) =>
    JSON.stringify([...guests].sort((a, b) => a.no - b.no).map((g) => [g.no, g.treatments]));
  return (
    existing.branch_id !== branchId ||
    existing.date !== input.date_time.date ||
    existing.time_min !== input.date_time.time ||
    (existing.promo_code ?? '') !== (input.promo_code ?? '') ||
    treatments(existing.guests) !== treatments(input.treatments)
  );
}

/**
 * The orders opened for the booking as it was no longer match it: open ones are closed, and any of them
 * paid late is kept for a refund ('booking_changed') rather than confirming the changed booking.
 */
async function retireOrdersOf(trx: Transaction<Database>, bookingId: string): Promise<void> {
  await trx
    .updateTable('payment_orders')
    .set({ status: 'failed', failure: 'booking_changed', updated_at: sql`now()` })
    .where('booking_id', '=', bookingId)
    .where('status', 'in', ['creating', 'pending', 'failed'])
    .execute();
}

/** Moves a held booking: its new columns and holds; answers when the hold ends. */
async function saveMovedBooking(
  trx: Transaction<Database>,
  columns: ReturnType<typeof heldBookingColumns>,
  booking: { id: string; repriced: boolean },
  needs: readonly CapacityNeed[],
): Promise<Date | null> {
  if (booking.repriced) await retireOrdersOf(trx, booking.id);
  const saved = await trx
    .updateTable('bookings')
    .set(columns)
    .where('id', '=', booking.id)
    .returning(['hold_expires_at'])
    .executeTakeFirstOrThrow();
  await replaceHolds(trx, { id: booking.id, branchId: columns.branch_id, day: columns.date }, needs);
  return saved.hold_expires_at;
}

/** Thrown inside prebook's transaction when a guest does not fit: rolls back what was written. */
class PlacesTaken extends Error {
  constructor(readonly perGuest: { no: number; isBookable: boolean }[]) {
    super('places taken');
  }
}

const perGuestOf = (guests: readonly Guest[], fits: (i: number) => boolean) =>
  guests.map((g, i) => ({ no: g.no, isBookable: fits(i) }));

/** Answers the guests' fit, throwing PlacesTaken unless every guest fits. */
function refuseUnlessAllFit(
  checked: Pick<CheckedBooking, 'guests' | 'needs'>,
  count: { capacity: Capacity; used: Usage },
) {
  const fits = allocateGuests(checked.needs, count.used, count.capacity);
  if (!fits.every(Boolean)) throw new PlacesTaken(perGuestOf(checked.guests, (i) => fits[i] === true));
}

/**
 * Holds the booking's places under the hours' locks, or throws PlacesTaken. A move rewrites its booking; a new
 * booking is written by the statement that counts the places (lockCountAndInsert) and rolled back if they do
 * not suffice.
 */
async function holdPlaces(
  trx: Transaction<Database>,
  scope: Scope,
  checked: CheckedBooking,
  booking: { columns: ReturnType<typeof heldBookingColumns>; ownerId: string | null },
): Promise<{ id: string; token: string; holdExpiresAt: Date | null }> {
  const { input, branchRow, needs } = checked;
  const at = { branchId: branchRow.id, day: input.date_time.date };
  const buckets = bucketsOf(needs.flat());
  const existing = await bookingToMove(trx, scope, input);
  if (existing) {
    // Moving a hold needs only the new hours' locks: freeing places cannot overbook.
    refuseUnlessAllFit(checked, await lockAndCount(trx, { ...at, exceptBookingId: existing.id }, buckets));
    const repriced = changesPrice(existing, input, branchRow.id);
    const holdExpiresAt = await saveMovedBooking(
      trx,
      booking.columns,
      { id: existing.id, repriced },
      needs.flat(),
    );
    return { id: existing.id, token: existing.token, holdExpiresAt };
  }
  const id = randomUUID();
  const token = randomBytes(24).toString('base64url');
  // The owner is set once, when the booking is made; moving the hold never changes it.
  const row = { ...booking.columns, id, token, user_id: booking.ownerId };
  const holds = holdRows({ id, ...at }, needs.flat());
  const counted = await lockCountAndInsert(trx, at, buckets, row, holds);
  refuseUnlessAllFit(checked, counted);
  return { id, token, holdExpiresAt: counted.holdExpiresAt };
}

/** What a staff booking adds to a prebook (docs/product-rules.md, Bookings made by staff). */
export interface PrebookExtras {
  /** The member a staff booking is made for; without it, the member asking (or nobody). */
  ownerId?: string | null;
  /** Written in the booking's own transaction once its places are held (an audit row, a group request). */
  withHold?: (trx: Transaction<Database>, booking: { id: string; token: string }) => Promise<void>;
}

export async function prebook(
  scope: Scope,
  rawInput: unknown,
  holdSeconds: number,
  extras: PrebookExtras = {},
): Promise<PrebookOutcome> {
  const checked = await checkBooking(scope, rawInput);
  const { input, branchRow, guests } = checked;
  // Resolved before the transaction: PGlite's single connection cannot answer a query from outside it.
  const member = memberOf(await scope.principal());
  refuseEmptyProfile(member?.user);
  const outcome = await scope.db
    .transaction()
    .execute(async (trx) => {
      const booking = await holdPlaces(trx, scope, checked, {
        columns: heldBookingColumns(scope, checked, checked.branchRow.id, holdSeconds),
        ownerId: extras.ownerId ?? member?.user.id ?? null,
      });
      await extras.withHold?.(trx, booking);
      return { perGuest: perGuestOf(checked.guests, () => true), booking };
    })
    .catch((error: unknown) => {
      if (error instanceof PlacesTaken) return { perGuest: error.perGuest, booking: undefined };
      throw error;
    });

  const isBookable = outcome.booking !== undefined;
  return {
    bookingId: outcome.booking?.id ?? null,
    token: outcome.booking?.token ?? null,
    holdExpiresAt: outcome.booking?.holdExpiresAt ?? null,
    isBookable,
    guests: outcome.perGuest,
    suggestions: isBookable
      ? { pool: [], province: [] }
      : await suggestBranches(scope, branchRow, input, guests),
  };
}
