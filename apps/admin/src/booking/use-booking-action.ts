// The desk's transitions (docs/api.md, Staff API): each a mutation that answers the
// booking as it now is. A refusal (booking.transitionRefused, login.notAuthorized, ...) is the server's
// translated sentence in the snackbar; the page shows it once, so the client's own report stays quiet.
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  CancelBookingDocument,
  CheckInBookingDocument,
  CompleteBookingDocument,
  MarkNoShowDocument,
  type RefundChoice,
} from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import type { CombinedError } from '@urql/core';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';

export type BookingAction = 'check_in' | 'complete' | 'no_show' | 'cancel';

export interface CancelChoice {
  refund: RefundChoice;
  reason: string;
}

const quiet = { quietErrors: true };

export function useBookingAction(id: string) {
  const [checkInState, checkIn] = useMutation(CheckInBookingDocument);
  const [completeState, complete] = useMutation(CompleteBookingDocument);
  const [noShowState, noShow] = useMutation(MarkNoShowDocument);
  const [cancelState, cancel] = useMutation(CancelBookingDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { t } = useLingui();
  const busy =
    checkInState.fetching || completeState.fetching || noShowState.fetching || cancelState.fetching;

  const report = (error: CombinedError | undefined, done: string): boolean => {
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else showSnackbar({ message: done, color: 'success' });
    return !error;
  };

  const run = async (action: BookingAction, choice?: CancelChoice): Promise<boolean> => {
    switch (action) {
      case 'check_in':
        return report((await checkIn({ id }, quiet)).error, t`Checked in.`);
      case 'complete':
        return report((await complete({ id }, quiet)).error, t`Visit completed.`);
      case 'no_show':
        return report((await noShow({ id }, quiet)).error, t`Marked as no-show.`);
      case 'cancel': {
        const reason = choice?.reason.trim();
        const variables = { id, refund: choice?.refund ?? 'none', ...(reason ? { reason } : {}) };
        return report((await cancel(variables, quiet)).error, t`Booking cancelled.`);
      }
    }
  };
  return { run, busy };
}
