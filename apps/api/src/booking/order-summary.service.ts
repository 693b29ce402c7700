// orderSummary (SPEC §7): zero until the branch, date and time are known (SPEC §5); otherwise the
// booking priced as the server will charge it.
import type { OrderSummary } from '@sabai/booking-rules';
import { orderSummaryInputSchema, parseInput } from '@sabai/validation';
import type { GraphQLContext } from '../graphql/context';
import { inputError, userError } from '../graphql/user-error';
import { priceBooking, zeroOrderSummary } from './booking-summary.service';

export async function orderSummary(context: GraphQLContext, rawInput: unknown): Promise<OrderSummary> {
  const parsed = parseInput(orderSummaryInputSchema, rawInput);
  if (!parsed.ok) throw inputError(context, parsed.problems);
  const input = parsed.value;
  if (!input.branch_id || !input.datetime) return zeroOrderSummary;
  const branch = await context.catalog.branch(context.brand.id, input.branch_id);
  if (!branch) throw userError(context, 'branch.notFound', { branch: input.branch_id });
  return priceBooking(
    context,
    {
      branchId: branch.id,
      date: input.datetime.date,
      time: input.datetime.time,
      guests: input.treatments.map((g) => ({ no: g.no, start: g.start, treatments: g.treatments })),
      promoCode: input.promo_code,
    },
    { useWalletSatang: Math.round((input.use_wallet ?? 0) * 100), usePoints: input.use_points ?? 0 },
  );
}
