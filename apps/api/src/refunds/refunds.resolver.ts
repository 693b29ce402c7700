// The refunds queue at /admin/graphql (libs/graphql/staff-schema/refunds.graphql). The endpoint has checked
// each operation's declared permission (staff/staff-operations.ts); the services check its reach.
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/staff-resolvers';
import type { StaffGraphQLContext } from '../graphql/staff-context';
import { AppError } from '../core/app-error';
import { reachablePayment } from './queued-payment';
import { refundQueue } from './refund-queue.service';
import { toRefundQueueItem, toRefundQueuePage } from './refunds.mapper';
import { resolveRefund } from './resolve-refund.service';

/** The payment as it now is, resolved or not. */
async function answer(context: StaffGraphQLContext, paymentId: string) {
  const row = await reachablePayment(context, paymentId);
  const branch = await context.catalog.branch(context.brand.id, row.branch_id);
  if (!branch) throw new AppError('refund.notFound');
  return toRefundQueueItem(row, branch, context);
}

export const refundQueries: Partial<QueryResolvers> = {
  refundQueue: async (_parent, args, context) => toRefundQueuePage(await refundQueue(context, args), context),
};

export const refundMutations: Partial<MutationResolvers> = {
  resolveRefund: async (_parent, args, context) => answer(context, await resolveRefund(context, args)),
};
