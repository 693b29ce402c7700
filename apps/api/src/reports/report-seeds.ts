// A month of Yuzen's bookings and of members' ledgers for the reports' tests (business-reports.test.ts), with a
// few rows that must count for nothing: another brand's, April's, and holds that sold nothing.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { BookingState, BookingTable, Database } from '../db/schema';

export interface SeededBooking {
  id: string;
  brand: string;
  branch: string;
  channel: string;
  state: BookingState;
  date: string;
  guests: number;
  /** When it was paid, an instant; null for holds never paid. */
  paidAt: string | null;
  promo: string | null;
  discount: number;
  grandTotal: number;
  holds: { resource: 'spa' | 'onsen'; minute: number; places: number }[];
}

const BRANCHES = ['yuzen-sukhumvit', 'yuzen-ratchada'];
const CHANNELS = ['isbs', 'kiosk', 'staff'];
const STATES: BookingState[] = [
  'paid',
  'completed',
  'checked_in',
  'no_show',
  'cancelled',
  'expired',
  'pending',
  'completed',
];
const CODES = [null, 'ONSEN200', null, 'WELCOME10', 'WEEKDAY15'];
const pad = (n: number) => String(n).padStart(2, '0');

export const bangkokDay = (instant: string) =>
  new Date(Date.parse(instant) + 7 * 3_600_000).toISOString().slice(0, 10);

/** Buckets of 15 minutes from a start for a number of minutes. */
function buckets(resource: 'spa' | 'onsen', from: number, minutes: number, places: number) {
  return Array.from({ length: minutes / 15 }, (_, i) => ({ resource, minute: from + i * 15, places }));
}

function aBooking(n: number, date: string, overrides: Partial<SeededBooking> = {}): SeededBooking {
  const state = STATES[n % STATES.length] as BookingState;
  const paid = !['expired', 'pending'].includes(state);
  const guests = 1 + (n % 3);
  const start = 600 + (n % 10) * 45;
  const promo = paid ? (CODES[n % CODES.length] ?? null) : null;
  const grandTotal = 80_000 + n * 1_150;
  return {
    id: randomUUID(),
    brand: 'yuzen',
    branch: BRANCHES[n % 2] as string,
    channel: CHANNELS[n % 3] as string,
    state,
    date,
    guests,
    // 03:00 to 07:00 UTC: the same day in Bangkok.
    paidAt: paid ? `${date}T${pad(3 + (n % 5))}:00:00Z` : null,
    promo,
    discount: promo ? 5_000 + (n % 4) * 2_500 : 0,
    grandTotal,
    // A cancelled booking has given its places back.
    holds:
      state === 'cancelled'
        ? []
        : [
            ...buckets('spa', start, 60 + (n % 2) * 30, guests),
            ...(n % 3 === 0 ? buckets('onsen', start - 60, 60, guests) : []),
          ],
    ...overrides,
  };
}

/** Three bookings a day in March 2025 at Yuzen, and some that belong to no March report of Yuzen's. */
export function aMonthOfBookings(): SeededBooking[] {
  const seeded: SeededBooking[] = [];
  for (let day = 1; day <= 31; day += 1)
    for (let i = 0; i < 3; i += 1) seeded.push(aBooking(day * 3 + i, `2025-03-${pad(day)}`));
  // Paid at 00:30 on 1 March in Bangkok (17:30 UTC the day before): March's on the promotion report.
  seeded.push(
    aBooking(1, '2025-03-02', {
      state: 'paid',
      paidAt: '2025-02-28T17:30:00Z',
      promo: 'ONSEN200',
      discount: 20_000,
    }),
  );
  // Paid on 1 April in Bangkok: not March's.
  seeded.push(
    aBooking(2, '2025-04-01', {
      state: 'paid',
      paidAt: '2025-03-31T17:30:00Z',
      promo: 'ONSEN200',
      discount: 20_000,
    }),
  );
  seeded.push(
    aBooking(4, '2025-03-14', {
      brand: 'baansabai',
      branch: 'baansabai-silom',
      promo: 'WELCOME10',
      state: 'paid',
    }),
  );
  return seeded;
}

export interface SeededMember {
  id: string;
  phone: string;
  tier: number;
  since: string;
}

/** Members who joined from January to April 2025, and their wallet and points movements. */
export function aMonthOfLedgers() {
  const members: SeededMember[] = Array.from({ length: 12 }, (_, i) => ({
    id: randomUUID(),
    phone: `09${pad(i)}000${pad(i)}00`.slice(0, 10),
    tier: i % 3,
    since: `2025-0${1 + (i % 4)}-${pad(1 + i)}T05:00:00Z`,
  }));
  // Joined at 00:30 on 1 April in Bangkok: after the range.
  members.push({ id: randomUUID(), phone: '0999000999', tier: 0, since: '2025-03-31T17:30:00Z' });
  const reasons = ['top_up', 'booking', 'refund', 'adjustment'] as const;
  const wallet = members.flatMap((member, i) =>
    reasons.map((reason, r) => ({
      user: member.id,
      reason,
      amount: (reason === 'booking' ? -1 : 1) * (10_000 + i * 500 + r * 100),
      at: `2025-0${2 + ((i + r) % 3)}-${pad(10 + r)}T02:00:00Z`,
    })),
  );
  const pointReasons = ['earned', 'redeemed', 'expired', 'adjustment'] as const;
  const points = members.flatMap((member, i) =>
    pointReasons.map((reason, r) => ({
      user: member.id,
      reason,
      points: (reason === 'earned' || reason === 'adjustment' ? 1 : -1) * (50 + i * 5 + r),
      at: `2025-0${2 + ((i + r) % 3)}-${pad(20 + r)}T02:00:00Z`,
    })),
  );
  return { members, wallet, points };
}

/** Writes the seeded bookings (with their holds and redemptions), a closed date, the members and their ledgers. */
export async function writeReportSeeds(
  db: Kysely<Database>,
  bookings: SeededBooking[],
  ledgers: ReturnType<typeof aMonthOfLedgers>,
): Promise<void> {
  for (const [n, b] of bookings.entries()) {
    const row: Insertable<BookingTable> = {
      id: b.id,
      token: randomUUID(),
      brand_id: b.brand,
      branch_id: b.branch,
      domain_id: null,
      channel: b.channel,
      state: b.state,
      date: b.date,
      time_min: 600,
      guest_count: b.guests,
      guests: JSON.stringify([]),
      promo_code: b.promo,
      contact_name: null,
      contact_email: null,
      contact_phone: null,
      request: null,
      payment_method: 'card',
      locale: 'en',
      hold_expires_at: null,
      booking_no: `BRP${n}`,
      paid_at: b.paidAt ? new Date(b.paidAt) : null,
      priced_summary: b.paidAt
        ? JSON.stringify({ discountSatang: b.discount, grandTotalSatang: b.grandTotal })
        : undefined,
    };
    await db.insertInto('bookings').values(row).execute();
    for (const hold of b.holds)
      await db
        .insertInto('capacity_holds')
        .values({ booking_id: b.id, branch_id: b.branch, day: b.date, ...hold })
        .execute();
    if (b.promo && b.paidAt)
      await db.insertInto('promotion_redemptions').values({ code: b.promo, booking_id: b.id }).execute();
  }
  await db
    .insertInto('branch_closed_dates')
    .values({ branch_id: 'yuzen-sukhumvit', date: '2025-03-12' })
    .execute();
  await writeLedgers(db, ledgers);
}

/** The seeded members, in the demo's tiers in turn, and their wallet and points movements. */
async function writeLedgers(
  db: Kysely<Database>,
  ledgers: ReturnType<typeof aMonthOfLedgers>,
): Promise<void> {
  const tiers = await db.selectFrom('tiers').select('id').orderBy('position').execute();
  for (const member of ledgers.members)
    await db
      .insertInto('users')
      .values({
        id: member.id,
        prefix: 'Other',
        first_name: 'Report',
        last_name: 'Member',
        phone: member.phone,
        email: `${member.id}@report.test`,
        password_hash: 'x',
        tier_id: tiers[member.tier % tiers.length]!.id,
        member_since: new Date(member.since),
      })
      .execute();
  for (const w of ledgers.wallet)
    await db
      .insertInto('wallet_ledger')
      .values({
        id: randomUUID(),
        user_id: w.user,
        amount_satang: w.amount,
        reason: w.reason,
        booking_id: null,
        created_at: new Date(w.at),
      })
      .execute();
  for (const p of ledgers.points)
    await db
      .insertInto('points_ledger')
      .values({
        id: randomUUID(),
        user_id: p.user,
        points: p.points,
        reason: p.reason,
        booking_id: null,
        expires_at: null,
        created_at: new Date(p.at),
      })
      .execute();
}
