// The desk takes a staff booking's money (docs/product-rules.md, Bookings made by staff): at the counter, or
// by a payment link. Each answers the booking as it now is; a refusal (pos.failed, booking.expired) is the
// server's sentence in the snackbar (a wrong amount at the form's amount), the client's own report kept quiet.
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
    /** `atField` shows a refusal at the form's field (and says whether it did); others are the snackbar's. */
    recordPayment: async (input: CounterPaymentInput, atField: (error: CombinedError) => boolean) => {
      const { error } = await pay({ input }, quiet);
      return error && atField(error) ? false : report(error, t`Payment recorded. The booking is paid.`);
    },
    sendLink: async (id: string, via: PaymentLinkChannel) =>
      report(
        (await link({ id, via }, quiet)).error,
        via === 'email' ? t`Payment link sent by e-mail.` : t`Payment link sent by SMS.`,
      ),
  };
}
