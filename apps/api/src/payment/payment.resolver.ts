import type { MutationResolvers, QueryResolvers } from '../graphql/generated/resolvers';
import { createPaymentOrder } from './kpayment-order.service';
import { paymentResult } from './payment-result.service';

export const paymentMutations: Pick<MutationResolvers, 'kpaymentOrder'> = {
  kpaymentOrder: async (_parent, { input }, context) => {
    const { order, token, bookingNo, confirmPath } = await createPaymentOrder(context, input);
    return {
      id: order.id,
      method: order.method,
      amount: order.amount_satang,
      currency: order.currency,
      reference: order.reference,
      merchant_id: order.merchant_id,
      terminal_id: order.terminal_id,
      // Paid by wallet and points alone: no gateway page, the site's confirmation instead.
      redirect_url: confirmPath ?? order.redirect_url ?? '',
      booking_id: order.booking_id,
      booking_no: bookingNo,
      token,
      qr_text: order.qr_text,
    };
  },
};

export const paymentQueries: Pick<QueryResolvers, 'kpaymentResult'> = {
  kpaymentResult: (_parent, { booking_id, token }, context) => paymentResult(context, booking_id, token),
};
