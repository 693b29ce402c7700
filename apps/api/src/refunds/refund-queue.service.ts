// refundQueue (docs/product-rules.md, The day at the branch: Refunds): the brand's payments kept for refund
// and not resolved yet, at one branch or at every branch the account may refund at, newest first unless
// asked otherwise, page by page. A read: no locks (each resolution decides under its own).
import { can } from '@sabai/access';
import { parseInput, refundQueueInputSchema, type RefundQueueSort } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import { guard } from '../core/principal';
import type { Scope } from '../core/scope';
import { deskStaff } from '../staff-day/desk-scope';
import { queuedPayments, type QueuedPaymentRow } from './queued-payment';

type BranchRow = NonNullable<Awaited<ReturnType<Scope['catalog']['branch']>>>;

export interface RefundQueueData {
  items: QueuedPaymentRow[];
  total: number;
  branches: ReadonlyMap<string, BranchRow>;
}

const ORDER: Record<RefundQueueSort, { column: 'o.updated_at' | 'o.amount_satang'; dir: 'asc' | 'desc' }> = {
  received_asc: { column: 'o.updated_at', dir: 'asc' },
  received_desc: { column: 'o.updated_at', dir: 'desc' },
  amount_asc: { column: 'o.amount_satang', dir: 'asc' },
  amount_desc: { column: 'o.amount_satang', dir: 'desc' },
};

export async function refundQueue(scope: Scope, rawInput: unknown): Promise<RefundQueueData> {
  const parsed = parseInput(refundQueueInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const { branch_id: branchId } = parsed.value;
  const sort = parsed.value.sort ?? 'received_desc';
  const page = parsed.value.page ?? 1;
  const pageSize = parsed.value.page_size ?? 25;
  const principal = await deskStaff(scope);
  const brandId = scope.brand.id;
  const all = (await scope.catalog.branchesOf(brandId)).branches;
  const branches = new Map(all.map((branch) => [branch.id, branch]));
  if (branchId) {
    const branch = branches.get(branchId);
    if (!branch) throw new AppError('branch.notFound', { branch: branchId });
    guard(principal, 'refund', 'booking', { brandId, branchId });
  } else {
    // A grant for another brand refunds nothing here (docs/product-rules.md, Brands and hosts).
    guard(principal, 'refund', 'booking', { brandId });
  }
  const inReach = branchId
    ? [branchId]
    : all.filter((b) => can(principal, 'refund', 'booking', { brandId, branchId: b.id })).map((b) => b.id);
  if (inReach.length === 0) return { items: [], total: 0, branches };
  const queued = queuedPayments(scope.db)
    .where('o.status', '=', 'refund_required')
    .where('o.resolution', 'is', null)
    .where('o.refunded_at', 'is', null)
    .where('b.brand_id', '=', brandId)
    .where('b.branch_id', 'in', inReach);
  const { column, dir } = ORDER[sort];
  const [items, count] = await Promise.all([
    queued
      .orderBy(column, dir)
      .orderBy('o.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    queued
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n), branches };
}
