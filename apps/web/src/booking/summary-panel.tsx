import { Trans, useLingui } from '@lingui/react/macro';
import { useOrderSummary, type Summary } from '@sabai/booking-journey';
import { LoadError } from '@sabai/ui';
import styles from './booking.module.css';
import { BookingProblemList } from './booking-problem-list';
import { SummaryPayments, SummaryTotals } from './summary-lines';

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
        <dl>
          <SummaryTotals summary={summary} />
          <SummaryPayments summary={summary} />
        </dl>
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

/** The summary of the draft as the server prices it now, asking again on demand after a failure. */
export function LiveSummaryPanel({ forced }: { forced: readonly string[] }) {
  const { summary, fetching, error, refused, refetch } = useOrderSummary(forced);
  return (
    <SummaryPanel
      summary={summary}
      busy={fetching}
      onRetry={error ? () => refetch({ requestPolicy: 'network-only' }) : undefined}
      refused={refused}
    />
  );
}
