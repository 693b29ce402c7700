// A member's wallet and points as the ledgers say (docs/product-rules.md, Wallet and points): each balance is
// the sum of its rows. Points are credits ("lots") with an expiry, and each debit takes from the lots still
// active at its time, the soonest to expire first; what a lapsed lot leaves unused is written as an
// `expired` row, by the expiry job for everyone and, for one member, just before their balance is read
// (`settleLapsedPoints`), so a balance never computes expiry itself.
import type { PointsBalance, PointsRate, Wallet } from '@sabai/booking-rules';
import { randomUUID } from 'node:crypto';
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

/** When the soonest of the member's active points expire, from the ledger rows in any order. */
export function soonestExpiry(rows: readonly PointsLedgerEntry[], now: Date): Date | null {
  const expiries = pointsLots(rows).flatMap((lot) =>
    lot.left > 0 && lot.expiresAt && activeAt(lot, now) ? [lot.expiresAt.getTime()] : [],
  );
  return expiries.length > 0 ? new Date(Math.min(...expiries)) : null;
}

/**
 * Writes the `expired` rows of the member's credits lapsed by `now` (0 points for one used up, so each
 * lapsed credit is settled once), dated at the expiry so the history reads in order. The caller holds the
 * member's row lock, which a confirmation also takes before it spends points. Run twice, writes once.
 */
export async function settleLapsedPoints(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
): Promise<number> {
  let written = 0;
  for (const lot of lapsedLots(await pointsLedgerOf(trx, userId), now)) {
    if (!lot.lotId) continue;
    const inserted = await trx
      .insertInto('points_ledger')
      .values({
        id: randomUUID(),
        user_id: userId,
        points: lot.points === 0 ? 0 : -lot.points,
        reason: 'expired',
        booking_id: null,
        expires_at: null,
        expired_lot_id: lot.lotId,
        created_at: lot.expiresAt,
      })
      .onConflict((oc) => oc.column('expired_lot_id').where('expired_lot_id', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) written += 1;
  }
  return written;
}

/** Whether the member has a credit lapsed by the database's now and not yet settled. */
async function hasUnsettledLapse(db: Db, userId: string): Promise<boolean> {
  const found = await db
    .selectFrom('points_ledger as credit')
    .select('credit.id')
    .where('credit.user_id', '=', userId)
    .where('credit.points', '>', 0)
    .where('credit.expires_at', '<=', sql<Date>`now()`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('points_ledger as expired')
            .select('expired.id')
            .whereRef('expired.expired_lot_id', '=', 'credit.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return found !== undefined;
}

const lockMember = (trx: Transaction<Database>, userId: string) =>
  trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();

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

/**
 * The member's active points, their soonest expiry and the brand's rates. The balance is the ledger's sum:
 * a credit lapsed by the database's clock and not yet settled by the expiry job is settled first, under the
 * member's lock (inside the caller's transaction, which must hold that lock, when there is one).
 */
export async function pointsOf(
  db: Db,
  userId: string,
  brandId: string | null,
): Promise<PointsBalance & { expiresAt: Date | null }> {
  const now = await databaseNow(db);
  if (await hasUnsettledLapse(db, userId)) {
    if (db.isTransaction) await settleLapsedPoints(db as Transaction<Database>, userId, now);
    else
      await db.transaction().execute(async (trx) => {
        await lockMember(trx, userId);
        await settleLapsedPoints(trx, userId, now);
      });
  }
  const rows = await pointsLedgerOf(db, userId);
  return {
    activePoints: rows.reduce((total, row) => total + row.points, 0),
    expiresAt: soonestExpiry(rows, now),
    conversionRates: brandId ? await pointsRatesOf(db, brandId) : [],
  };
}

async function databaseNow(db: Db): Promise<Date> {
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  return new Date((rows[0] as { now: Date }).now);
}
