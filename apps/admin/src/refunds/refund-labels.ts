// The words of the refunds queue (docs/product-rules.md, The day at the branch: Refunds). The server sends
// codes (docs/api.md, Staff API: RefundQueueItem.reason); one it adds later is shown as it comes.
import { useLingui } from '@lingui/react/macro';
import type { RefundResolution } from '@sabai/graphql/staff';

/** Why a payment waits, as a sentence. */
export function useRefundReason(): (reason: string) => string {
  const { t } = useLingui();
  const sentences: Record<string, string> = {
    expired: t`The payment arrived after the hold had lapsed.`,
    already_paid: t`The booking had already been paid by another payment.`,
    booking_changed: t`The booking was changed after this payment was opened.`,
    cancelled: t`The booking was cancelled before the payment arrived.`,
    amount_mismatch: t`The amount paid differs from the order.`,
    currency_mismatch: t`The payment was made in another currency.`,
    promotion_limit: t`The promotion it used had been used up meanwhile.`,
    wallet_insufficient: t`The member no longer had the wallet money the order used.`,
    points_insufficient: t`The member no longer had the points the order used.`,
    course_insufficient: t`The member no longer had the course sessions the order used.`,
  };
  return (reason) => sentences[reason] ?? reason;
}

/** The button of each way out of the queue. */
export function useResolutionLabel(): (via: RefundResolution) => string {
  const { t } = useLingui();
  return (via) => {
    switch (via) {
      case 'gateway':
        return t`Refund through the gateway`;
      case 'wallet':
        return t`Credit to the wallet`;
      case 'honour':
        return t`Honour the booking`;
    }
  };
}
