import { Trans, useLingui } from '@lingui/react/macro';
import type { Summary } from '@sabai/booking-journey';
import { moneyFiguresFromBaht } from '@sabai/booking-rules';
import { LoadError, MoneyBreakdown } from '@sabai/ui';
import styles from './booking.module.css';
import { BookingProblemList } from './booking-problem-list';

export interface SummaryPanelProps {
  summary: Summary | null;
  busy?: boolean;
  /** The server could not price the booking: say so and offer to ask again. */
  onRetry?: (() => void) | undefined;
  /** The server will not price the booking as it is (a half-picked course set): why, in its words. */
  refused?: readonly string[];
}

/** Sub-total, discounts and what is paid now; placeholders until the server has priced the booking. */
export function SummaryPanel({ summary, busy = false, onRetry, refused = [] }: SummaryPanelProps) {
  const { t } = useLingui();
  return (
    <section className={styles.summary} aria-label={t`Summary`} aria-busy={busy}>
      <h2>
        <Trans>Summary</Trans>
      </h2>
      {summary ? (
        <MoneyBreakdown figures={moneyFiguresFromBaht(summary)} paid={false} />
      ) : refused.length > 0 && !busy ? (
        <BookingProblemList problems={refused} />
      ) : onRetry && !busy ? (
        <LoadError message={<Trans>The summary could not be calculated.</Trans>} onRetry={onRetry} />
      ) : (
        <p className={styles.hint}>{t`Calculating…`}</p>
      )}
    </section>
  );
}
