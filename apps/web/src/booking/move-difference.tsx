// What a move to the chosen time costs (docs/product-rules.md, Changes by the customer): nothing more, a
// difference (its promotion does not hold then) that the customer pays through the gateway before the booking
// moves, with the way to pay it, or less (a member's tier discount counts there), with where the difference goes
// by the brand's policy. The server prices it; this only shows its answer.
import { Trans, useLingui } from '@lingui/react/macro';
import { MyBookingMoveQuoteDocument, type MyBookingMoveQuoteQuery } from '@sabai/graphql';
import { formatMoney } from '@sabai/i18n';
import { usePaymentMethodLabels } from '@sabai/ui/booking';
import { FormField } from '@sabai/ui/forms';
import { useQuery } from 'urql';

export interface MoveTarget {
  id: string;
  token: string;
  /** 'YYYY-MM-DD HH:mm', or null until a time is chosen. */
  dateTime: string | null;
}

export type MoveQuote = MyBookingMoveQuoteQuery['myBookingMoveQuote'];

/** The server's quote for the chosen time (amounts in baht), null while unknown. */
export function useMoveQuote({ id, token, dateTime }: MoveTarget): MoveQuote | null {
  const [{ data }] = useQuery({
    query: MyBookingMoveQuoteDocument,
    variables: { id, token, dateTime: dateTime ?? '' },
    pause: !dateTime,
    requestPolicy: 'network-only',
  });
  return dateTime && data ? data.myBookingMoveQuote : null;
}

/** A time that costs less: what comes off the amount owed at the branch, and what goes back where. */
export function MoveCheaper({ quote }: { quote: MoveQuote }) {
  const less = formatMoney(-quote.difference);
  const remainOff = formatMoney(quote.remain_off);
  const refund = formatMoney(quote.refund_amount);
  const kept = quote.refund_amount === 0 && quote.remain_off < -quote.difference;
  return (
    <div role="status">
      <p>
        <Trans>At this time the booking costs {less} less. It moves at once.</Trans>
      </p>
      {quote.remain_off > 0 && (
        <p>
          <Trans>{remainOff} comes off what you pay at the branch.</Trans>
        </p>
      )}
      {quote.refund_amount > 0 && quote.refund_via === 'wallet' && (
        <p>
          <Trans>{refund} of what you paid goes back to your wallet.</Trans>
        </p>
      )}
      {quote.refund_amount > 0 && quote.refund_via === 'gateway' && (
        <p>
          <Trans>{refund} of what you paid goes back to the card or account you paid with.</Trans>
        </p>
      )}
      {kept && (
        <p>
          <Trans>Payments are non-refundable: what you paid stays as it is.</Trans>
        </p>
      )}
    </div>
  );
}

export function MoveDifference({ difference }: { difference: number }) {
  const { t } = useLingui();
  const labels = usePaymentMethodLabels();
  const amount = formatMoney(difference);
  return (
    <>
      <p role="status">
        <Trans>
          At this time the booking costs {amount} more, as its promotion does not apply then. You pay the
          difference now; the booking moves when the payment arrives.
        </Trans>
      </p>
      <FormField name="payment_method" id="move-payment-method" label={t`Pay the difference by`}>
        {(control) => (
          <select {...control}>
            {Object.entries(labels).map(([method, label]) => (
              <option key={method} value={method}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
