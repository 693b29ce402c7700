// staffMember (docs/product-rules.md, Members at the desk): one member as the desk sees them: profile and
// tier, the wallet's balance and its ledger (latest first, a page at a time), active points, and what the
// member has with the request's brand: bookings to come and past (a page at a time), prepaid courses.
// Bookings of other brands stay out, as on the member's own pages; a ledger row of one shows no booking.
import { BOOKING_STATES, isPrevious, isUpcoming } from '@sabai/booking-rules';
import { MEMBER_PAGE_SIZE, parseInput, staffMemberInputSchema } from '@sabai/validation';
import { sql, type Kysely } from 'kysely';
import { inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { findMemberCourses, volumeAvailable, type MemberCourse } from '../course/member-courses';
import type { BookingState, Database } from '../db/schema';
import { pointsOf, walletOf } from '../wallet/member-funds';
import { accountKey, nameKey } from '../auth/rate-limit';
import { deskBranchFor, deskMember, type DeskMemberRow } from './member-desk';

const stored = BOOKING_STATES.filter((state): state is BookingState => state !== 'check');
const BOOKED = stored.filter((state) => isUpcoming(state, { started: false }));
const ENDED = stored.filter((state) => isPrevious(state, { started: false }));

export interface Paged<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface MemberPageData {
  member: DeskMemberRow;
  wallet: { balanceSatang: number; activated: boolean; ledger: Paged<LedgerRow> };
  points: { active: number; expiresAt: Date | null };
  upcoming: MemberBookingRow[];
  past: Paged<MemberBookingRow>;
  courses: (MemberCourse & { volumeLeft: number })[];
  /** The tier's id, and until when password sign-in is locked after failed attempts (null: it is not). */
  tierId: string;
  lockedUntil: Date | null;
}

export async function staffMember(scope: Scope, rawInput: unknown): Promise<MemberPageData> {
  const parsed = parseInput(staffMemberInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id, branch_id: branchId, ledger_page: ledgerPage, past_page: pastPage } = parsed.value;
  await deskBranchFor(scope, branchId, ['read', 'member_account']);
  return memberPage(scope, id, { ledgerPage, pastPage });
}

/** The page of a member the caller may read (checked by the caller). */
export async function memberPage(
  scope: Pick<Scope, 'db' | 'brand'>,
  id: string,
  pages: { ledgerPage: number; pastPage: number },
): Promise<MemberPageData> {
  const member = await deskMember(scope.db, id);
  const [wallet, ledger, points, upcoming, past, courses, lock] = await Promise.all([
    walletOf(scope.db, id),
    ledgerPage(scope.db, scope.brand.id, id, pages.ledgerPage),
    pointsOf(scope.db, id, null),
    memberBookings(scope.db, scope.brand.id, id, 'upcoming', 1, 1000),
    memberBookings(scope.db, scope.brand.id, id, 'past', pages.pastPage, MEMBER_PAGE_SIZE),
    findMemberCourses(scope.db, { userId: id, brandId: scope.brand.id }),
    signInLock(scope.db, id),
  ]);
  return {
    member,
    wallet: { balanceSatang: wallet.balanceSatang, activated: wallet.isActivated, ledger },
    points: { active: points.activePoints, expiresAt: points.expiresAt },
    upcoming: upcoming.rows,
    past,
    courses: courses.map((course) => ({ ...course, volumeLeft: volumeAvailable(course) })),
    tierId: lock.tierId,
    lockedUntil: lock.lockedUntil,
  };
}

/** The member's tier and the latest lock of their password sign-in still running (docs/product-rules.md, Members). */
async function signInLock(db: Kysely<Database>, id: string) {
  const user = await db
    .selectFrom('users')
    .select(['phone', 'email', 'tier_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const lock = await db
    .selectFrom('login_attempts')
    .select(sql<Date | null>`max(locked_until)`.as('until'))
    .where('key', 'in', signInKeys({ id, ...user }))
    .where('locked_until', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return { tierId: user.tier_id, lockedUntil: lock?.until ?? null };
}

/** The keys failed password attempts are counted under for a member (auth/rate-limit.ts). */
export const signInKeys = (member: { id: string; phone: string; email: string }) => [
  nameKey(member.phone),
  nameKey(member.email),
  accountKey(member.id),
];

async function ledgerPage(db: Kysely<Database>, brandId: string, userId: string, page: number) {
  const pageSize = MEMBER_PAGE_SIZE;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('wallet_ledger as w')
      // A booking of another brand is not named (docs/product-rules.md, Brands and hosts).
      .leftJoin('bookings as b', (join) =>
        join.onRef('b.id', '=', 'w.booking_id').on('b.brand_id', '=', brandId),
      )
      .leftJoin('staff_accounts as s', 's.id', 'w.staff_id')
      .leftJoin('branches as br', 'br.id', 'w.branch_id')
      .select([
        'w.id',
        'w.created_at',
        'w.amount_satang',
        'w.reason',
        'w.method',
        'w.reference',
        'w.note',
        'b.id as booking_id',
        'b.booking_no',
        's.name as staff_name',
        'br.name as branch_name',
      ])
      .where('w.user_id', '=', userId)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n), page, pageSize };
}

export type LedgerRow = Awaited<ReturnType<typeof ledgerPage>>['rows'][number];

/** The member's bookings of the brand, as the member area lists them (booking/member-bookings.service.ts). */
async function memberBookings(
  db: Kysely<Database>,
  brandId: string,
  userId: string,
  list: 'upcoming' | 'past',
  page: number,
  pageSize: number,
) {
  const startsAt = sql<Date>`(b.date + make_interval(mins => b.time_min)) at time zone br.time_zone`;
  const upcoming = list === 'upcoming';
  const matching = db
    .selectFrom('bookings as b')
    .innerJoin('branches as br', 'br.id', 'b.branch_id')
    .where('b.user_id', '=', userId)
    .where('b.brand_id', '=', brandId)
    .where((eb) => {
      const started = eb(startsAt, '<', sql<Date>`now()`);
      const booked = eb('b.state', 'in', BOOKED);
      return upcoming
        ? eb.and([booked, eb.not(started)])
        : eb.or([eb.and([booked, started]), eb('b.state', 'in', ENDED)]);
    });
  const [rows, count] = await Promise.all([
    matching
      .select([
        'b.id',
        'b.booking_no',
        'b.state',
        'b.date',
        'b.time_min',
        'b.guest_count',
        'br.name as branch_name',
      ])
      .orderBy('b.date', upcoming ? 'asc' : 'desc')
      .orderBy('b.time_min', upcoming ? 'asc' : 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n), page, pageSize };
}

export type MemberBookingRow = Awaited<ReturnType<typeof memberBookings>>['rows'][number];
