// A member's tier and sign-in lock at the desk (docs/product-rules.md, Members at the desk): a brand admin puts the
// member in another tier with a reason, or ends the lock that failed password attempts set. Each is one
// transaction with its audit row.
import { memberAtBranchInputSchema, memberTierInputSchema, parseInput } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { appendAudit } from '../staff/audit.repository';
import { deskBranchFor } from './member-desk';
import { signInKeys } from './member-page.service';

/** The tiers lowest first, for the desk's choice. */
export async function memberTiers(scope: Scope, branchId: string) {
  await deskBranchFor(scope, String(branchId), ['read', 'member_account']);
  return scope.db.selectFrom('tiers').select(['id', 'title']).orderBy('position').execute();
}

export async function setMemberTier(scope: Scope, rawInput: unknown): Promise<string> {
  const parsed = parseInput(memberTierInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id, tier_id: tierId, reason } = parsed.value;
  const { principal, branch } = await deskBranchFor(scope, parsed.value.branch_id, [
    'manage',
    'member_account',
  ]);
  await scope.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'tier_id'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('member.notFound');
    const tier = await trx.selectFrom('tiers').select('id').where('id', '=', tierId).executeTakeFirst();
    if (!tier) throw new AppError('tier.notFound');
    await trx.updateTable('users').set({ tier_id: tier.id }).where('id', '=', member.id).execute();
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'member_tier',
      subjectType: 'member',
      subjectId: member.id,
      brandId: branch.brand_id,
      branchId: branch.id,
      before: { tier: member.tier_id },
      after: { tier: tier.id, reason },
    });
  });
  return id;
}

export async function unlockMember(scope: Scope, rawInput: unknown): Promise<string> {
  const parsed = parseInput(memberAtBranchInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { id } = parsed.value;
  const { principal, branch } = await deskBranchFor(scope, parsed.value.branch_id, [
    'manage',
    'member_account',
  ]);
  await scope.db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('users')
      .select(['id', 'phone', 'email'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw new AppError('member.notFound');
    const cleared = await trx
      .deleteFrom('login_attempts')
      .where('key', 'in', signInKeys(member))
      .returning('key')
      .execute();
    await appendAudit(trx, {
      staffId: principal.staffId,
      ip: scope.client.ip,
      action: 'member_unlock',
      subjectType: 'member',
      subjectId: member.id,
      brandId: branch.brand_id,
      branchId: branch.id,
      after: { cleared: cleared.length },
    });
  });
  return id;
}
