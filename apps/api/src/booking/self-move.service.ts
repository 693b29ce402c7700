// A customer moves their own paid booking to another day or time at the same branch (docs/product-rules.md,
// Changes by the customer): its holder (the token) or the member who owns it, until the brand's cut-off, the
// same one as for cancelling. At the same price one transaction takes the new places and frees the old ones
// (booking/move-apply.ts); at a higher price the customer agrees to the difference and pays it through the
// gateway, and the booking moves when the payment arrives (payment/move-order.ts); at a lower price the booking
// moves at once and the difference goes back by the brand's policy (booking/move-refund.ts).
import { satangToThb } from '@sabai/booking-rules';
import { moveMyBookingInputSchema, parseInput } from '@sabai/validation';
import { AppError, inputRefused } from '../core/app-error';
import type { Scope } from '../core/scope';
import { openMoveOrder } from '../payment/move-order';
import { findHeldBooking, lockBooking, type BookingRow } from './booking.repository';
import { applyMove } from './move-apply';
import { planMove, type MovePlan } from './move-check';
import { giveMoveDifferenceBack, previewMoveMoney } from './move-refund';
import { refuseUnlessChangeable } from './self-change';

export interface MoveRequest {
  date_time: unknown;
  difference?: unknown;
  payment_method?: unknown;
}

/** The booking the holder may change, and where they ask to move it. */
async function changeable(scope: Scope, id: string, token: string | null | undefined, request: MoveRequest) {
  const parsed = parseInput(moveMyBookingInputSchema, request);
  if (!parsed.ok) throw inputRefused(parsed.problems);
  const found = await findHeldBooking(scope, id, token, 'cancel');
  if (!found) throw new AppError('booking.notFound');
  await refuseUnlessChangeable(scope, found, 'move');
  return { found, input: parsed.value };
}

export interface MoveQuote {
  /** Satang: above 0 is paid first, 0 or below moves at once. */
  difference: number;
  promotion_kept: boolean;
  /** For a move that costs less: what comes off the amount still owed at the branch, and what goes back where. */
  remainOff: number;
  refundVia: 'none' | 'wallet' | 'gateway';
  refund: number;
}

/** What the move costs or gives back, and whether the promotion still holds. */
export async function quoteOwnMove(
  scope: Scope,
  id: string,
  token: string | null | undefined,
  dateTime: unknown,
): Promise<MoveQuote> {
  const { found, input } = await changeable(scope, id, token, { date_time: dateTime });
  const plan = await planMove(scope, found, input.date_time);
  const cheaper = Math.max(-plan.differenceSatang, 0);
  const money = await previewMoveMoney(scope.db, found, cheaper, scope.brand.selfCancel.refund);
  return {
    difference: plan.differenceSatang,
    promotion_kept: plan.promoCode === found.promo_code,
    remainOff: money.remainOffSatang,
    refundVia: money.via,
    refund: money.walletSatang + money.gatewaySatang,
  };
}

/** Answers where the booking is now, and the gateway's page when the difference is to be paid first. */
export async function moveOwnBooking(
  scope: Scope,
  id: string,
  token: string | null | undefined,
  request: MoveRequest,
): Promise<{ id: string; date: string; time: number; paymentUrl: string | null }> {
  const { found, input } = await changeable(scope, id, token, request);
  const to = input.date_time;
  const stays = { id: found.id, date: found.date, time: found.time_min, paymentUrl: null };
  // The same day and time again changes nothing and tells nobody.
  if (found.date === to.date && found.time_min === to.time) return stays;
  const plan = await planMove(scope, found, to);
  if (plan.differenceSatang > 0) {
    // The customer pays what they agreed to, never an amount that changed since they saw it.
    if (input.difference !== plan.differenceSatang || !input.payment_method)
      throw new AppError('booking.movePays', { amount: satangToThb(plan.differenceSatang).toFixed(2) });
    const paymentUrl = await openMoveOrder(scope, found, plan, input.payment_method);
    return { ...stays, paymentUrl };
  }
  await moveNow(scope, found, plan);
  return { id: found.id, ...to, paymentUrl: null };
}

/** One transaction: the cut-off again, the money a cheaper time gives back, then the move itself. */
async function moveNow(scope: Scope, found: BookingRow, plan: MovePlan): Promise<void> {
  await scope.db.transaction().execute(async (trx) => {
    const row = await lockBooking(trx, found.id);
    await refuseUnlessChangeable(scope, row, 'move');
    const cheaper = Math.max(-plan.differenceSatang, 0);
    const back =
      cheaper > 0 ? await giveMoveDifferenceBack(trx, row, cheaper, scope.brand.selfCancel.refund) : null;
    const done = { ip: scope.client.ip, paidSatang: 0, ...(back ? { back } : {}) };
    // A move that does not fit rolls the whole transaction back, the wallet's credit with it.
    if (!(await applyMove(trx, row, plan, done))) throw new AppError('booking.moveFull');
  });
}
