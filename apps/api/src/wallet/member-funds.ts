// A member's wallet and points as the ledgers say (docs/product-rules.md, Wallet and points): the wallet balance is the sum of its
// rows; points are credits ("lots") with an expiry, and each debit takes from the lots still active at
// its time, the soonest to expire first. The expiry job (jobs/expire-points.job.ts) writes an `expired` row
// for what a lot leaves unused; until it has, the read takes that part off itself, by the same replay.
import type { PointsBalance, PointsRate, Wallet } from '@sabai/booking-rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export async function walletOf(db: Db, userId: string): Promise<Wallet> {
  const wallet = await db
    .selectFrom('wallets')
    .select('is_activated')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const sum = await db
    .selectFrom('wallet_ledger')
    .select(sql<string | number | null>`sum(amount_satang)`.as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { balanceSatang: Number(sum?.balance ?? 0), isActivated: wallet?.is_activated ?? false };
}

export interface PointsLedgerEntry {
  /** Needed to tell lots apart once the expiry job has written `expired` rows for some. */
  id?: string;
  points: number;
  expiresAt: Date | null;
  createdAt: Date;
  /** On an `expired` row from the expiry job: the credit it cancels the rest of. */
  expiredLotId?: string | null;
}

interface Lot {
  id: string | undefined;
  left: number;
  expiresAt: Date | null;
  /** Its `expired` row is written: nothing of it is left to expire at read time. */
  written: boolean;
}

const activeAt = (lot: { expiresAt: Date | null }, at: Date) =>
  lot.expiresAt === null || lot.expiresAt.getTime() > at.getTime();

/**
 * The credits ("lots") with what is left of each, replaying the rows in time order: a debit takes from the
 * lots active at its time, soonest expiry first; an `expired` row of the expiry job takes the rest of its own
 * lot (an `expired` row without one, a manual correction, is an ordinary debit).
 */
function pointsLots(rows: readonly PointsLedgerEntry[]): Lot[] {
  const lots: Lot[] = [];
  const sorted = [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || b.points - a.points,
  );
  for (const row of sorted) {
    if (row.points > 0) {
      lots.push({ id: row.id, left: row.points, expiresAt: row.expiresAt, written: false });
      continue;
    }
    const own = row.expiredLotId ? lots.find((lot) => lot.id === row.expiredLotId) : undefined;
    if (own) {
      own.left = Math.max(0, own.left + row.points);
      own.written = true;
      continue;
    }
    let owed = -row.points;
    const usable = lots
      .filter((lot) => lot.left > 0 && activeAt(lot, row.createdAt))
      .sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity));
    for (const lot of usable) {
      const taken = Math.min(lot.left, owed);
      lot.left -= taken;
      owed -= taken;
      if (owed === 0) break;
    }
  }
  return lots;
}

/** A credit past its expiry with no `expired` row yet, and what it leaves unused (maybe 0): what the expiry job writes. */
export interface LapsedLot {
  lotId: string | undefined;
  points: number;
  expiresAt: Date;
}

export function lapsedLots(rows: readonly PointsLedgerEntry[], now: Date): LapsedLot[] {
  return pointsLots(rows).flatMap((lot) =>
    lot.expiresAt !== null && !lot.written && !activeAt(lot, now)
      ? [{ lotId: lot.id, points: lot.left, expiresAt: lot.expiresAt }]
      : [],
  );
}

/**
 * Active points at `now` and when the soonest of them expire, from the ledger rows in any order. The
 * balance is the ledger's sum, less what lapsed and the expiry job has not written yet: the same number
 * before and after the job runs (docs/decisions.md, "Wallet and points are ledgers").
 */
export function activePoints(
  rows: readonly PointsLedgerEntry[],
  now: Date,
): { activePoints: number; expiresAt: Date | null } {
  const sum = rows.reduce((total, row) => total + row.points, 0);
  const lapsed = lapsedLots(rows, now).reduce((total, lot) => total + lot.points, 0);
  const expiries = pointsLots(rows).flatMap((lot) =>
    lot.left > 0 && lot.expiresAt && activeAt(lot, now) ? [lot.expiresAt.getTime()] : [],
  );
  return {
    activePoints: sum - lapsed,
    expiresAt: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
  };
}

/** A member's points ledger rows, as the lot replay reads them. */
export async function pointsLedgerOf(db: Db, userId: string): Promise<PointsLedgerEntry[]> {
  const rows = await db
    .selectFrom('points_ledger')
    .select(['id', 'points', 'expires_at', 'created_at', 'expired_lot_id'])
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    points: row.points,
    expiresAt: row.expires_at,
    createdAt: row.created_at,
    expiredLotId: row.expired_lot_id,
  }));
}

export async function pointsRatesOf(db: Db, brandId: string): Promise<PointsRate[]> {
  const rates = await db
    .selectFrom('points_rates')
    .select(['points', 'value_satang'])
    .where('brand_id', '=', brandId)
    .orderBy('points')
    .execute();
  return rates.map((rate) => ({ points: rate.points, valueSatang: rate.value_satang }));
}

/** The member's active points (by the database's clock), their soonest expiry and the brand's rates. */
export async function pointsOf(
  db: Db,
  userId: string,
  brandId: string | null,
): Promise<PointsBalance & { expiresAt: Date | null }> {
  const rows = await pointsLedgerOf(db, userId);
  const { now } = await sql<{ now: Date }>`select now() as now`
    .execute(db)
    .then((r) => r.rows[0] as { now: Date });
  const balance = activePoints(rows, new Date(now));
  return { ...balance, conversionRates: brandId ? await pointsRatesOf(db, brandId) : [] };
}
