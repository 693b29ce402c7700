// The desk takes a staff booking's money (docs/product-rules.md, Bookings made by staff): at the counter, or
// by a payment link. Each answers the booking as it now is; a refusal (pos.failed, payment.unmatched_amount,
// booking.expired) is the server's sentence in the snackbar, the client's own report kept quiet.
import { useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  RecordCounterPaymentDocument,
  SendPaymentLinkDocument,
  type CounterPaymentInput,
  type PaymentLinkChannel,
} from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import type { CombinedError } from '@urql/core';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';

const quiet = { quietErrors: true };

export function useDeskPayment() {
  const [payState, pay] = useMutation(RecordCounterPaymentDocument);
  const [linkState, link] = useMutation(SendPaymentLinkDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { t } = useLingui();

  const report = (error: CombinedError | undefined, done: string): boolean => {
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else showSnackbar({ message: done, color: 'success' });
    return !error;
  };

  return {
    busy: payState.fetching || linkState.fetching,
    recordPayment: async (input: CounterPaymentInput) =>
      report((await pay({ input }, quiet)).error, t`Payment recorded. The booking is paid.`),
    sendLink: async (id: string, via: PaymentLinkChannel) =>
      report(
        (await link({ id, via }, quiet)).error,
        via === 'email' ? t`Payment link sent by e-mail.` : t`Payment link sent by SMS.`,
      ),
  };
}
