// Reads and writes of the sandbox's charges. A charge leaves 'pending' once, in one conditional update,
// so a double-clicked Pay or two tabs racing each other can never produce two outcomes or two notifies.
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { TransactionState } from '../../payment/gateway';
import type { SandboxChargeStatus, SandboxChargeTable, SandboxDatabase } from './sandbox-charges.table';

export type SandboxCharge = Selectable<SandboxChargeTable>;

/** What a tester can do with a pending charge on the hosted page. */
export type SandboxOutcome = 'pay' | 'decline' | 'cancel';

export const OUTCOMES: Record<SandboxOutcome, { status: SandboxChargeStatus; state: TransactionState }> = {
  pay: { status: 'success', state: 'Authorized' },
  decline: { status: 'fail', state: 'Declined' },
  cancel: { status: 'fail', state: 'Voided' },
};

export type CompleteResult =
  | { ok: true; charge: SandboxCharge }
  | { ok: false; code: 'not_found' }
  | { ok: false; code: 'already_final'; charge: SandboxCharge };

export async function insertCharge(
  db: Kysely<SandboxDatabase>,
  row: Insertable<SandboxChargeTable>,
): Promise<void> {
  await db.insertInto('sandbox_charges').values(row).execute();
}

export async function findCharge(
  db: Kysely<SandboxDatabase>,
  id: string,
): Promise<SandboxCharge | undefined> {
  return db.selectFrom('sandbox_charges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function completeCharge(
  db: Kysely<SandboxDatabase>,
  id: string,
  outcome: SandboxOutcome,
): Promise<CompleteResult> {
  const { status, state } = OUTCOMES[outcome];
  const updated = await db
    .updateTable('sandbox_charges')
    .set((eb) => ({ status, transaction_state: state, updated_at: eb.fn('now', []) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
  if (updated) return { ok: true, charge: updated };
  const existing = await findCharge(db, id);
  return existing ? { ok: false, code: 'already_final', charge: existing } : { ok: false, code: 'not_found' };
}

/**
 * Records a refund of a paid charge, in one transaction with the charge's row locked, so two refunds
 * cannot together give back more than it took. Answers why it refused, or null when recorded.
 */
export async function refundCharge(
  db: Kysely<SandboxDatabase>,
  refund: { id: string; chargeId: string; orderId: string; amountSatang: number },
): Promise<'not_found' | 'not_paid' | 'too_much' | null> {
  return db.transaction().execute(async (trx) => {
    const charge = await trx
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('id', '=', refund.chargeId)
      .forUpdate()
      .executeTakeFirst();
    if (!charge || charge.order_id !== refund.orderId) return 'not_found';
    if (charge.status !== 'success') return 'not_paid';
    const given = await trx
      .selectFrom('sandbox_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_satang'), eb.lit(0)).as('total'))
      .where('charge_id', '=', charge.id)
      .executeTakeFirstOrThrow();
    if (Number(given.total) + refund.amountSatang > charge.amount_satang) return 'too_much';
    await trx
      .insertInto('sandbox_refunds')
      .values({ id: refund.id, charge_id: charge.id, amount_satang: refund.amountSatang })
      .execute();
    return null;
  });
}
