// orderSummary (SPEC §7): prices from the database, arithmetic from the booking rules. Zero until the
// branch, date and time are known (SPEC §5), and zero while any guest has no treatments.
import { computeOrderSummary, zeroOrderSummary, type OrderSummary } from '@sabai/booking-rules';
import { orderSummaryInputSchema, parseInput } from '@sabai/validation';
import type { GraphQLContext } from '../graphql/context';
import { inputError, problemsError, userError } from '../graphql/user-error';
import { rulesCatalog } from './rules-adapters';

export async function orderSummary(context: GraphQLContext, rawInput: unknown): Promise<OrderSummary> {
  const parsed = parseInput(orderSummaryInputSchema, rawInput);
  if (!parsed.ok) throw inputError(context, parsed.problems);
  const input = parsed.value;
  if (!input.branch_id || !input.datetime) return zeroOrderSummary;
  const branch = await context.catalog.branch(context.brand.id, input.branch_id);
  if (!branch) throw userError(context, 'branch.notFound', { branch: input.branch_id });
  // Promotions arrive with their own table and rules; until then no code can be valid.
  if (input.promo_code) throw userError(context, 'voucher.invalid');
  const result = computeOrderSummary({
    branchId: branch.id,
    brandId: context.brand.id,
    date: input.datetime.date,
    time: input.datetime.time,
    guests: input.treatments.map((g) => ({ no: g.no, start: g.start, treatments: g.treatments })),
    catalog: rulesCatalog(await context.catalog.productsAt(branch.id)),
  });
  if (!result.ok) throw problemsError(context, result.problems);
  return result.summary;
}
