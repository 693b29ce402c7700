import { OrderSummaryDocument, type OrderSummaryQuery } from '@sabai/graphql';
import { bookingAtom, bookingDateTime, guestList, guestsJson } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';

export type Summary = OrderSummaryQuery['orderSummary'];

export const zeroSummary: Summary = {
  sub_total: 0,
  discount: 0,
  tier_discount: 0,
  grand_total: 0,
  deposit: 0,
  use_wallet: 0,
  remain: 0,
  currency: 'THB',
  free_atk: false,
};

/**
 * The live summary (SPEC §5): asked of the server only when branch, brand, date and time exist, and
 * zero while any guest has no treatment. Never cached: prices and promotions are the server's.
 */
export function useOrderSummary(forcedIds: readonly string[]) {
  const booking = useAtomValue(bookingAtom);
  const datetime = bookingDateTime(booking);
  const everyGuestChose = guestList(booking).every((g) => g.treatments.some((id) => !forcedIds.includes(id)));
  const ready = Boolean(booking.branchId && booking.brandId && datetime) && everyGuestChose;
  const [result, refetch] = useQuery({
    query: OrderSummaryDocument,
    variables: {
      input: {
        promo_code: booking.promoCode || null,
        branch_id: booking.branchId,
        brand_id: booking.brandId,
        datetime,
        treatments: guestsJson(booking),
      },
    },
    pause: !ready,
    requestPolicy: 'network-only',
  });
  return {
    summary: ready ? (result.data?.orderSummary ?? null) : zeroSummary,
    fetching: result.fetching,
    error: result.error,
    refetch,
  };
}
