import { Trans, useLingui } from '@lingui/react/macro';
import type { Summary } from '@sabai/booking-journey';
import { Money } from '@sabai/ui';
import visit from './visit.module.css';

export interface BookingBarStatusProps {
  /** The first guest without a treatment, if any: then the hint says whom to choose for, not ฿0.00. */
  waitingGuestNo: number | null;
  /** The server's summary (docs/product-rules.md, Pricing); null while it is asked or refused. */
  summary: Summary | null;
  busy: boolean;
  /** Also show what is paid now when it differs from the total (a deposit, wallet or points). */
  showDueNow?: boolean;
}

/** The sticky bar's left side: what is missing, or the running total as the server priced it. */
export function BookingBarStatus({
  waitingGuestNo,
  summary,
  busy,
  showDueNow = false,
}: BookingBarStatusProps) {
  const { t } = useLingui();
  if (waitingGuestNo !== null) {
    const guestNo = waitingGuestNo;
    return <span data-testid="bar-hint">{t`Choose a treatment for guest ${guestNo}`}</span>;
  }
  if (!summary) return <span>{busy ? t`Calculating…` : t`See the summary`}</span>;
  return (
    <span className={visit.barTotal}>
      <span>
        <Trans>Total</Trans>{' '}
        <strong data-testid="bar-total">
          <Money amount={summary.grand_total} />
        </strong>
      </span>
      {showDueNow && summary.amount !== summary.grand_total && (
        <span>
          <Trans>Paid now</Trans> <Money amount={summary.amount} />
        </span>
      )}
    </span>
  );
}
