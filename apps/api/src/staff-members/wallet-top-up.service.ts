// topUpWallet (docs/product-rules.md, Members at the desk): money taken at the counter (cash, the card
// terminal, a bank transfer) credited to the member's wallet. One transaction locks the member's row (as a
// payment spending the wallet does, wallet/member-ledger.ts), activates the wallet, writes the ledger row with
// how, the reference, the note, who and where, and the audit row: all of it or nothing. The balance is the
// ledger's sum, so the member's pages and checkout see the money at once.
import { parseInput, walletTopUpInputSchema, type WalletTopUpInput } from '@sabai/validation';
import type { Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { walletOf } from '../wallet/member-funds';
import { deskBranchFor } from './member-desk';

export interface TopUpOptions {
  /** Test seam: a failure injected after the ledger row must leave nothing written. */
  afterLedger?: () => Promise<void>;
}

/** Answers the member's id. */
export async function topUpWallet(
  scope: Scope,
  rawInput: unknown,
  options: TopUpOptions = {},
): Promise<string> {
  const parsed = parseInput(walletTopUpInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const { principal, branch } = await deskBranchFor(scope, input.branch_id, ['top_up', 'member_funds']);
  await scope.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.member_id)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('member.notFound');
    const before = await walletOf(trx, member.id);
    const entryId = await writeTopUp(trx, member.id, input, {
      staffId: principal.staffId,
      branchId: branch.id,
    });
    await options.afterLedger?.();
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'top_up',
      subjectType: 'member',
      subjectId: member.id,
      brandId: branch.brand_id,
      branchId: branch.id,
      before: { balanceSatang: before.balanceSatang, activated: before.isActivated },
      after: {
        balanceSatang: before.balanceSatang + input.amount,
        activated: true,
        entry: entryId,
        amountSatang: input.amount,
        method: input.method,
        reference: input.reference,
        reason: input.reason,
      },
    });
  });
  return input.member_id;
}

/**
 * The wallet activated (money in it is the member's to spend) and the ledger row of a counter top-up: how,
 * the reference, the note, who and where. Answers the row's id.
 */
async function writeTopUp(
  trx: Transaction<Database>,
  userId: string,
  input: WalletTopUpInput,
  by: { staffId: string; branchId: string },
): Promise<string> {
  await trx
    .insertInto('wallets')
    .values({ user_id: userId, is_activated: true })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ is_activated: true }))
    .execute();
  const id = randomUUID();
  await trx
    .insertInto('wallet_ledger')
    .values({
      id,
      user_id: userId,
      amount_satang: input.amount,
      reason: 'top_up',
      booking_id: null,
      method: input.method,
      reference: input.reference,
      note: input.reason,
      staff_id: by.staffId,
      branch_id: by.branchId,
    })
    .execute();
  return id;
}
