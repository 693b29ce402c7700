import { errorCode, errorText, OrderSummaryDocument, type OrderSummaryQuery } from '@sabai/graphql';
import { bookingAtom, bookingDateTime, guestList, guestsJson } from '@sabai/state';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useQuery, type CombinedError } from 'urql';

export type Summary = OrderSummaryQuery['orderSummary'];

export const zeroSummary: Summary = {
  sub_total: 0,
  discount: 0,
  tier_discount: 0,
  grand_total: 0,
  deposit: 0,
  use_wallet: 0,
  use_points: 0,
  points_value: 0,
  amount: 0,
  remain: 0,
  currency: 'THB',
  free_atk: false,
};

/**
 * The live summary (docs/product-rules.md, Pricing): asked of the server only when branch, brand, date and
 * time exist, and zero while any guest has no treatment. Never cached: prices and promotions are the
 * server's.
 */
export function useOrderSummary(forcedIds: readonly string[]) {
  const [booking, setBooking] = useAtom(bookingAtom);
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
        // Drafts saved before wallet and points existed have neither field.
        ...((booking.useWallet ?? 0) > 0 ? { use_wallet: booking.useWallet } : {}),
        ...((booking.usePoints ?? 0) > 0 ? { use_points: booking.usePoints } : {}),
      },
    },
    pause: !ready,
    requestPolicy: 'network-only',
  });
  // A promo code that no longer fits the booking (other treatments, day or time) is dropped; the snackbar
  // has said why, and the summary is asked again without it.
  const code = result.error ? errorCode(result.error) : undefined;
  // Wallet money or points the server refuses (balance changed, another tab spent them) are taken back
  // the same way.
  const usesFunds = (booking.useWallet ?? 0) > 0 || (booking.usePoints ?? 0) > 0;
  useEffect(() => {
    if (code?.startsWith('voucher.') && booking.promoCode) setBooking({ promoCode: '' });
    else if (code && usesFunds) setBooking({ useWallet: 0, usePoints: 0 });
  }, [code, booking.promoCode, usesFunds, setBooking]);

  return {
    summary: ready ? (result.data?.orderSummary ?? null) : zeroSummary,
    fetching: result.fetching,
    error: result.error,
    refused: code === 'booking.invalid' && result.error ? refusalOf(result.error) : [],
    refetch,
  };
}

/**
 * Why the server will not price the booking as it is (a half-picked course set, say), in the request's
 * language: asking again would not help, so the summary says this instead (docs/product-rules.md, Pricing).
 */
function refusalOf(error: CombinedError): string[] {
  const first = error.graphQLErrors[0];
  const problems = first?.extensions['problems'];
  const messages = Array.isArray(problems)
    ? problems.map((p: { message?: unknown }) => p.message).filter((m): m is string => typeof m === 'string')
    : [];
  return messages.length > 0 ? messages : [errorText(error)];
}
