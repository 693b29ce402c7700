// What a move to the chosen time costs (docs/product-rules.md, Changes by the customer): nothing more, or a
// difference (its promotion does not hold then) that the customer pays through the gateway before the booking
// moves, with the way to pay it. The server prices it; this only shows its answer.
import { Trans, useLingui } from '@lingui/react/macro';
import { MyBookingMoveQuoteDocument } from '@sabai/graphql';
import { formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { usePaymentMethodLabels } from '@sabai/ui/booking';
import { FormField } from '@sabai/ui/forms';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';

export interface MoveTarget {
  id: string;
  token: string;
  /** 'YYYY-MM-DD HH:mm', or null until a time is chosen. */
  dateTime: string | null;
}

/** The difference for the chosen time, in baht: 0 when it costs the same, null while unknown. */
export function useMoveDifference({ id, token, dateTime }: MoveTarget): number | null {
  const [{ data }] = useQuery({
    query: MyBookingMoveQuoteDocument,
    variables: { id, token, dateTime: dateTime ?? '' },
    pause: !dateTime,
    requestPolicy: 'network-only',
  });
  return dateTime && data ? data.myBookingMoveQuote.difference : null;
}

export function MoveDifference({ difference }: { difference: number }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const labels = usePaymentMethodLabels();
  const amount = formatMoney(difference, locale);
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
