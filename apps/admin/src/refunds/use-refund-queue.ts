// The refunds queue from the server (docs/api.md, Staff API): asked again after each resolution, since the
// resolved payment leaves it and another desk may have resolved others meanwhile.
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  RefundQueueDocument,
  ResolveRefundDocument,
  type RefundQueueSort,
  type RefundResolution,
} from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useMutation, useQuery } from 'urql';

export const REFUND_PAGE_SIZE = 25;

export interface RefundQueueFilter {
  branchId: string | null;
  sort: RefundQueueSort;
  page: number;
}

export function useRefundQueue({ branchId, sort, page }: RefundQueueFilter) {
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: RefundQueueDocument,
    variables: { branch_id: branchId, sort, page, page_size: REFUND_PAGE_SIZE },
    requestPolicy: 'network-only',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  return { queue: data?.refundQueue, error, fetching, refresh };
}

/** A resolution; the server's refusal (refund.taken, booking.noQueue, ...) is its sentence in the snackbar. */
export function useResolveRefund() {
  const [{ fetching }, resolve] = useMutation(ResolveRefundDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { t } = useLingui();
  const run = async (paymentId: string, via: RefundResolution): Promise<boolean> => {
    const { data, error } = await resolve({ payment_id: paymentId, via }, { quietErrors: true });
    if (error || !data) {
      if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
      return false;
    }
    const number = data.resolveRefund.booking_no ?? '';
    const done: Record<RefundResolution, string> = {
      gateway: t`Refunded through the payment gateway.`,
      wallet: t`Credited to the member's wallet.`,
      honour: t`Booking ${number} is paid.`,
    };
    showSnackbar({ message: done[via], color: 'success' });
    return true;
  };
  return { run, busy: fetching };
}
