import { Trans, useLingui } from '@lingui/react/macro';
import type { Summary } from '@sabai/booking-journey';
import { LoadError } from '@sabai/ui';
import styles from './booking.module.css';
import { SummaryPayments, SummaryTotals } from './summary-lines';

export interface SummaryPanelProps {
  summary: Summary | null;
  busy?: boolean;
  /** The server could not price the booking: say so and offer to ask again. */
  onRetry?: (() => void) | undefined;
}

/** Sub-total, discounts and what is paid now; placeholders until the server has priced the booking. */
export function SummaryPanel({ summary, busy = false, onRetry }: SummaryPanelProps) {
  const { t } = useLingui();
  return (
    <section className={styles.summary} aria-label={t`Summary`} aria-busy={busy}>
      <h2>
        <Trans>Summary</Trans>
      </h2>
      {summary ? (
        <dl>
          <SummaryTotals summary={summary} />
          <SummaryPayments summary={summary} />
        </dl>
      ) : onRetry && !busy ? (
        <LoadError message={<Trans>The summary could not be calculated.</Trans>} onRetry={onRetry} />
      ) : (
        <p className={styles.hint}>{t`Calculating…`}</p>
      )}
    </section>
  );
}
