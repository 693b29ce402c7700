// Points expiry (docs/decisions.md, "Wallet and points are ledgers"): for every credit past its expiry, an
// `expired` row takes off the part not used, so the ledger's sum is the balance and history and reports
// read the same rows. Balances do not wait for it: until the row is written, the read takes that part off
// by the same replay (wallet/member-funds.ts), so the balance is the same before and after.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock';
import type { Database } from '../db/schema';
import { lapsedLots, pointsLedgerOf } from '../wallet/member-funds';

/** Writes the `expired` rows of credits lapsed by the clock's now; returns how many. Run twice, writes once. */
export async function expireLapsedPoints(db: Kysely<Database>, clock: Clock, batch = 500): Promise<number> {
  const now = new Date(clock.now());
  const members = await db
    .selectFrom('points_ledger as credit')
    .select('credit.user_id')
    .distinct()
    .where('credit.points', '>', 0)
    .where('credit.expires_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('points_ledger as expired')
            .select('expired.id')
            .whereRef('expired.expired_lot_id', '=', 'credit.id'),
        ),
      ),
    )
    .limit(batch)
    .execute();
  let written = 0;
  for (const { user_id } of members) {
    written += await db.transaction().execute(async (trx) => {
      // The member's row is what a confirmation locks before it takes points (wallet/member-ledger.ts):
      // no debit can come between the replay and the rows it leads to.
      await trx.selectFrom('users').select('id').where('id', '=', user_id).forUpdate().execute();
      const lapsed = lapsedLots(await pointsLedgerOf(trx, user_id), now);
      let rows = 0;
      for (const lot of lapsed) {
        if (!lot.lotId) continue;
        const inserted = await trx
          .insertInto('points_ledger')
          .values({
            id: randomUUID(),
            user_id,
            // A credit used up gets its row too (0 points): each lapsed credit is settled once, and the
            // job never has to look at it again.
            points: lot.points === 0 ? 0 : -lot.points,
            reason: 'expired',
            booking_id: null,
            expires_at: null,
            expired_lot_id: lot.lotId,
            // At the moment the lot stopped counting, so the history reads in order.
            created_at: lot.expiresAt,
          })
          .onConflict((oc) => oc.column('expired_lot_id').where('expired_lot_id', 'is not', null).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) rows += 1;
      }
      return rows;
    });
  }
  return written;
}
