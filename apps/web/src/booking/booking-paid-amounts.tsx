import { Trans, useLingui } from '@lingui/react/macro';
import type { PrebookingQuery } from '@sabai/graphql';
import { Money } from '@sabai/ui';

/**
 * The total, what was (or is to be) paid online, and what is still to pay at the branch after a deposit
 * (docs/product-rules.md, Deposit). Every amount is the server's.
 */
export function BookingPaidAmounts({ booking }: { booking: NonNullable<PrebookingQuery['prebooking']> }) {
  const { t } = useLingui();
  const { payment } = booking;
  const paid = booking.state !== 'pending' && booking.state !== 'expired';
  const deposit = payment.deposit > 0 && payment.remain > 0;
  return (
    <dl>
      <dt>{t`Total`}</dt>
      <dd data-testid="booking-total">
        <Money amount={payment.grand_total} />
      </dd>
      <dt>{deposit ? (paid ? t`Deposit paid` : t`Deposit to pay`) : paid ? t`Paid` : t`To pay`}</dt>
      <dd data-testid="paid-online">
        <Money amount={deposit ? payment.deposit : payment.grand_total} />
      </dd>
      {deposit && (
        <>
          <dt>
            <Trans>Still to pay at the branch</Trans>
          </dt>
          <dd data-testid="remain">
            <Money amount={payment.remain} />
          </dd>
        </>
      )}
    </dl>
  );
}
