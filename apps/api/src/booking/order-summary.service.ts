// orderSummary (docs/api.md, Booking): zero until the branch, date and time are known and every guest has a
// treatment (docs/product-rules.md, Pricing); otherwise the booking checked by prebook's rules and priced as
// the server will charge it, so the summary never prices a booking that prebook would refuse.
import type { OrderSummary } from '@sabai/booking-rules';
import { orderSummaryInputSchema, parseInput } from '@sabai/validation';
import type { Scope } from '../core/scope';
import { refuseBeyondHorizon } from './booking-horizon';
import { checkAtBranch } from './booking-check';
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
  const guests = input.treatments.map((g) => ({ no: g.no, start: g.start, treatments: g.treatments }));
  if (guests.some((g) => g.treatments.length === 0)) return zeroOrderSummary;
  const { date, time } = input.datetime;
  const promoCode = input.promo_code ?? null;
  await checkAtBranch(scope, branch, { date, time, guests, promoCode, bookingId: null });
  return priceBooking(
    scope,
    { branchId: branch.id, date, time, guests, promoCode },
    { useWalletSatang: input.use_wallet ?? 0, usePoints: input.use_points ?? 0 },
  );
}
