// orderSummary (docs/api.md, Booking): zero until the branch, date and time are known (docs/product-rules.md,
// Pricing); otherwise the booking priced as the server will charge it.
import type { OrderSummary } from '@sabai/booking-rules';
import { orderSummaryInputSchema, parseInput } from '@sabai/validation';
import type { Scope } from '../core/scope';
import { refuseBeyondHorizon } from './booking-horizon';
import { priceBooking, zeroOrderSummary } from './booking-summary.service';
import { AppError, inputRefused } from '../core/app-error';

export async function orderSummary(scope: Scope, rawInput: unknown): Promise<OrderSummary> {
  const parsed = parseInput(orderSummaryInputSchema, rawInput);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const input = parsed.value;
  if (!input.branch_id || !input.datetime) return zeroOrderSummary;
  const branch = await scope.catalog.branch(scope.brand.id, input.branch_id);
  if (!branch) throw new AppError('branch.notFound', { branch: input.branch_id });
  refuseBeyondHorizon(scope, input.datetime.date, branch.time_zone);
  return priceBooking(
    scope,
    {
      branchId: branch.id,
      date: input.datetime.date,
      time: input.datetime.time,
      guests: input.treatments.map((g) => ({ no: g.no, start: g.start, treatments: g.treatments })),
      promoCode: input.promo_code,
    },
    { useWalletSatang: input.use_wallet ?? 0, usePoints: input.use_points ?? 0 },
  );
}
