import { errorMessages } from '@sabai/i18n';
import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';
import { toBranch, toBrand } from '../catalog/catalog.mapper';
import { memberBookings } from './member-bookings.service';
import { orderSummary } from './order-summary.service';
import { prebook } from './prebook.service';
import { releaseHold } from './release-hold.service';
import { cancelOwnBooking } from './self-cancel.service';
import { selfChangeDeadline } from './self-change';
import { moveOwnBooking, quoteOwnMove } from './self-move.service';
import type { BookingRow } from './booking.repository';
import type { Scope } from '../core/scope';
import { formatTimeOfDay, satangToThb } from '@sabai/booking-rules';
import { findPrebooking } from './prebooking.service';
import { toMemberBooking, toPrebooking, toVoucher } from './booking.mapper';
import { track } from './track.service';
import { voucher } from './voucher.service';

/** Whether and until when the customer may cancel online (docs/product-rules.md, Changes by the customer). */
async function selfCancelOf(scope: Scope, row: BookingRow) {
  const until = await selfChangeDeadline(scope, row);
  return until === null || until < scope.clock.now()
    ? null
    : { until: new Date(until).toISOString(), refund: scope.brand.selfCancel.refund };
}

export const bookingQueries: Pick<
  QueryResolvers,
  'orderSummary' | 'prebooking' | 'voucher' | 'memberBookings' | 'myBookingMoveQuote'
> = {
  myBookingMoveQuote: async (_parent, { id, token, date_time }, context) => {
    const quote = await quoteOwnMove(context, id, token, date_time);
    return {
      difference: quote.difference,
      promotion_kept: quote.promotion_kept,
      remain_off: quote.remainOff,
      refund_via: quote.refundVia,
      refund_amount: quote.refund,
    };
  },

  voucher: async (_parent, { code, input }, context) => toVoucher(await voucher(context, code, input)),
  memberBookings: async (_parent, { scope }, context) =>
    Promise.all(
      (await memberBookings(context, scope)).map(async (found) => ({
        ...toMemberBooking(found, context.brand),
        self_cancel: await selfCancelOf(context, found.row),
      })),
    ),
  prebooking: async (_parent, { id, token }, context) => {
    const found = await findPrebooking(context, id, token);
    return (
      found && {
        ...toPrebooking(found, context.clock, context.brand),
        self_cancel: await selfCancelOf(context, found.row),
      }
    );
  },

  orderSummary: async (_parent, { input }, context) => {
    const summary = await orderSummary(context, input);
    return {
      sub_total: summary.subTotalSatang,
      discount: summary.discountSatang,
      tier_discount: summary.tierDiscountSatang,
      grand_total: summary.grandTotalSatang,
      deposit: summary.depositSatang,
      use_wallet: summary.useWalletSatang,
      use_points: summary.usePoints,
      points_value: summary.pointsValueSatang,
      amount: summary.amountDueSatang,
      remain: summary.remainSatang,
      currency: summary.currency,
      free_atk: summary.freeAtk,
    };
  },
};

export const bookingMutations: Pick<
  MutationResolvers,
  'prebook' | 'releaseHold' | 'track' | 'cancelMyBooking' | 'moveMyBooking'
> = {
  moveMyBooking: async (_parent, { id, token, ...request }, context) => {
    const moved = await moveOwnBooking(context, id, token, request);
    return {
      id: moved.id,
      date_time: `${moved.date} ${formatTimeOfDay(moved.time)}`,
      payment_url: moved.paymentUrl,
    };
  },

  cancelMyBooking: async (_parent, { id, token }, context) => {
    const cancelled = await cancelOwnBooking(context, id, token);
    return {
      id: cancelled.id,
      state: 'cancelled',
      refund_via: cancelled.refund.via,
      refund_amount: satangToThb(cancelled.refund.satang),
    };
  },

  track: async (_parent, { event, data, summary }, context) => ({
    status: await track(context, event, data, summary),
  }),

  releaseHold: async (_parent, { id, token }, context) => {
    const released = await releaseHold(context, id, token);
    return { booking_id: released.bookingId, state: released.state };
  },

  prebook: async (_parent, { input }, context) => {
    const outcome = await prebook(context, input, context.settings.holdSeconds);
    const noQueue = context.i18n._(errorMessages['booking.noQueue'].id);
    const brand = toBrand(context.brand, context.locale, context.origin);
    const { filters } = await context.catalog.branchesOf(context.brand.id);
    const shape = (rows: typeof outcome.suggestions.pool) =>
      rows.map((row) => toBranch(row, filters, brand, context.locale));
    return {
      booking_id: outcome.bookingId,
      token: outcome.token,
      hold_expires_at: outcome.holdExpiresAt?.toISOString() ?? null,
      is_bookable: outcome.isBookable,
      message: outcome.isBookable ? null : noQueue,
      guests: outcome.guests.map((g) => ({
        no: g.no,
        is_bookable: g.isBookable,
        message: g.isBookable ? null : noQueue,
      })),
      suggest_branches: {
        pool: shape(outcome.suggestions.pool),
        province: shape(outcome.suggestions.province),
      },
      is_swappable_branch: outcome.suggestions.pool.length + outcome.suggestions.province.length > 0,
    };
  },
};
