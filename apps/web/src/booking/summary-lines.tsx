import { useLingui } from '@lingui/react/macro';
import type { Summary } from '@sabai/booking-journey';
import { Money } from '@sabai/ui';
import styles from './booking.module.css';

/** Sub-total, the promotion's and the member's discounts, and the total. */
export function SummaryTotals({ summary }: { summary: Summary }) {
  const { t } = useLingui();
  return (
    <>
      <dt>{t`Sub-total`}</dt>
      <dd data-testid="sub-total">
        <Money amount={summary.sub_total} />
      </dd>
      {summary.discount > 0 && (
        <>
          <dt>{t`Discount`}</dt>
          <dd>
            −<Money amount={summary.discount} />
          </dd>
        </>
      )}
      {summary.tier_discount > 0 && (
        <>
          <dt>{t`Member discount`}</dt>
          <dd>
            −<Money amount={summary.tier_discount} />
          </dd>
        </>
      )}
      <dt className={styles.total}>{t`Total`}</dt>
      <dd className={styles.total} data-testid="grand-total">
        <Money amount={summary.grand_total} />
      </dd>
    </>
  );
}

/**
 * A deposit paid online now (docs/product-rules.md, Deposit), what the wallet and points cover of it, what the
 * gateway charges, and the rest paid at the branch. Every amount is the server's; nothing is added up here.
 */
export function SummaryPayments({ summary }: { summary: Summary }) {
  const { t } = useLingui();
  const deposit = summary.deposit > 0 && summary.remain > 0;
  return (
    <>
      {deposit && (
        <>
          <dt>{t`Deposit paid now`}</dt>
          <dd data-testid="deposit">
            <Money amount={summary.deposit} />
          </dd>
        </>
      )}
      {summary.use_wallet > 0 && (
        <>
          <dt>{t`From your wallet`}</dt>
          <dd>
            −<Money amount={summary.use_wallet} />
          </dd>
        </>
      )}
      {summary.use_points > 0 && (
        <>
          <dt>{t`${summary.use_points} points`}</dt>
          <dd>
            −<Money amount={summary.points_value} />
          </dd>
        </>
      )}
      {(summary.use_wallet > 0 || summary.use_points > 0) && (
        <>
          <dt>{t`Paid now by card or QR`}</dt>
          <dd data-testid="amount-due">
            <Money amount={summary.amount} />
          </dd>
        </>
      )}
      {deposit && (
        <>
          <dt>{t`Paid at the branch`}</dt>
          <dd data-testid="remain">
            <Money amount={summary.remain} />
          </dd>
        </>
      )}
    </>
  );
}
