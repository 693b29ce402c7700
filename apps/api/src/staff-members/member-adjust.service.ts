// adjustMemberFunds (docs/product-rules.md, Members at the desk): a brand admin's correction of a member's wallet
// or points, with why. One transaction locks the member's row (as payments and top-ups do), checks that neither
// balance would go below 0, writes the ledger rows (`adjustment`; the wallet's with the note, staff and branch)
// and the audit row with both balances before and after: all of it or nothing.
import { memberAdjustmentInputSchema, parseInput, type MemberAdjustmentInput } from '@sabai/validation';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import type { Database } from '../db/schema';
import { appendAudit } from '../staff/audit.repository';
import { EARNED_POINTS_VALID } from '../wallet/member-ledger';
import { pointsOf, walletOf } from '../wallet/member-funds';
import { deskBranchFor } from './member-desk';

/** Answers the member's id. */
export async function adjustMemberFunds(scope: Scope, rawInput: unknown): Promise<string> {
  const parsed = parseInput(memberAdjustmentInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  const { principal, branch } = await deskBranchFor(scope, input.branch_id, ['manage', 'member_funds']);
  await scope.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.member_id)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('member.notFound');
    const wallet = await walletOf(trx, member.id);
    const points = await pointsOf(trx, member.id, null);
    if (wallet.balanceSatang + input.wallet_amount < 0)
      throw new AppError('member.walletTooLow', { balance: (wallet.balanceSatang / 100).toFixed(2) });
    if (points.activePoints + input.points < 0)
      throw new AppError('member.pointsTooLow', { points: points.activePoints });
    await writeAdjustment(trx, member.id, input, { staffId: principal.staffId, branchId: branch.id });
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'member_adjustment',
      subjectType: 'member',
      subjectId: member.id,
      brandId: branch.brand_id,
      branchId: branch.id,
      before: { balanceSatang: wallet.balanceSatang, points: points.activePoints },
      after: {
        balanceSatang: wallet.balanceSatang + input.wallet_amount,
        points: points.activePoints + input.points,
        walletSatang: input.wallet_amount,
        pointsMoved: input.points,
        reason: input.reason,
      },
    });
  });
  return input.member_id;
}

/** The ledger rows of a correction: the wallet's with the note, staff and branch; the points' as a credit or debit. */
async function writeAdjustment(
  trx: Transaction<Database>,
  userId: string,
  input: MemberAdjustmentInput,
  by: { staffId: string; branchId: string },
): Promise<void> {
  if (input.wallet_amount !== 0)
    await trx
      .insertInto('wallet_ledger')
      .values({
        id: randomUUID(),
        user_id: userId,
        amount_satang: input.wallet_amount,
        reason: 'adjustment',
        booking_id: null,
        note: input.reason,
        staff_id: by.staffId,
        branch_id: by.branchId,
      })
      .execute();
  // Points given are a credit that lapses like earned ones; points taken are a debit of the soonest lots.
  if (input.points !== 0)
    await trx
      .insertInto('points_ledger')
      .values({
        id: randomUUID(),
        user_id: userId,
        points: input.points,
        reason: 'adjustment',
        booking_id: null,
        expires_at: input.points > 0 ? sql<Date>`now() + ${sql.lit(EARNED_POINTS_VALID)}::interval` : null,
      })
      .execute();
}
