// A member's wallet and points as the ledgers say (docs/product-rules.md, Wallet and points): the wallet balance is the sum of its
// rows; points are credits ("lots") with an expiry, and each debit takes from the lots still active at
// its time, the soonest to expire first. Expiry is computed on read, so no sweeper has to run.
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
  points: number;
  expiresAt: Date | null;
  createdAt: Date;
}

/** Active points at `now` and when the soonest of them expire, from the ledger rows in any order. */
export function activePoints(
  rows: readonly PointsLedgerEntry[],
  now: Date,
): { activePoints: number; expiresAt: Date | null } {
  const lots: { left: number; expiresAt: Date | null }[] = [];
  const sorted = [...rows].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || b.points - a.points,
  );
  const activeAt = (lot: { expiresAt: Date | null }, at: Date) =>
    lot.expiresAt === null || lot.expiresAt.getTime() > at.getTime();
  for (const row of sorted) {
    if (row.points > 0) {
      lots.push({ left: row.points, expiresAt: row.expiresAt });
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
  const active = lots.filter((lot) => lot.left > 0 && activeAt(lot, now));
  const expiries = active.flatMap((lot) => (lot.expiresAt ? [lot.expiresAt.getTime()] : []));
  return {
    activePoints: active.reduce((total, lot) => total + lot.left, 0),
    expiresAt: expiries.length > 0 ? new Date(Math.min(...expiries)) : null,
  };
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
  const rows = await db
    .selectFrom('points_ledger')
    .select(['points', 'expires_at', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  const { now } = await sql<{ now: Date }>`select now() as now`
    .execute(db)
    .then((r) => r.rows[0] as { now: Date });
  const balance = activePoints(
    rows.map((row) => ({ points: row.points, expiresAt: row.expires_at, createdAt: row.created_at })),
    new Date(now),
  );
  return { ...balance, conversionRates: brandId ? await pointsRatesOf(db, brandId) : [] };
}
