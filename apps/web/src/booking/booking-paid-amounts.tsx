import { Trans, useLingui } from '@lingui/react/macro';
import type { PrebookingQuery } from '@sabai/graphql';
import { Money } from '@sabai/ui';

/** The total, what was (or is to be) paid online, and what is left to pay at the branch. */
export function BookingPaidAmounts({ booking }: { booking: NonNullable<PrebookingQuery['prebooking']> }) {
  const { t } = useLingui();
  const paidOnline =
    booking.payment.deposit > 0
      ? booking.payment.deposit
      : booking.payment.sub_total - booking.payment.discount;
  return (
    <dl>
      <dt>{t`Total`}</dt>
      <dd>
        <Money amount={booking.payment.sub_total - booking.payment.discount} />
      </dd>
      <dt>{booking.state === 'paid' ? t`Paid` : t`To pay`}</dt>
      <dd>
        <Money amount={paidOnline} />
      </dd>
      {booking.payment.remain > 0 && (
        <>
          <dt>
            <Trans>Paid at the branch</Trans>
          </dt>
          <dd>
            <Money amount={booking.payment.remain} />
          </dd>
        </>
      )}
    </dl>
  );
}
