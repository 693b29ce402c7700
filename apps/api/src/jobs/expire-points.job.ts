// Points expiry (docs/decisions.md, "Wallet and points are ledgers"): for every credit past its expiry, an
// `expired` row takes off the part not used, so the ledger's sum is the balance and history and reports
// read the same rows. A member whose balance is read before the job reaches them is settled by that read
// (`pointsOf` in wallet/member-funds.ts), with the same function.
import type { Kysely } from 'kysely';
import type { Clock } from '../core/clock';
import type { Database } from '../db/schema';
import { settleLapsedPoints } from '../wallet/member-funds';

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
      return settleLapsedPoints(trx, user_id, now);
    });
  }
  return written;
}
