import { useLingui } from '@lingui/react/macro';
import { useOrderSummary } from '@sabai/booking-journey';
import type { GuestDraft } from '@sabai/state';
import { BookingBarStatus } from './booking-bar-status';
import { GUEST_PROBLEMS_ID } from './guest-panel';
import { NextStepButton } from './next-step-button';
import { StickyActionBar } from './sticky-action-bar';
import { SummaryPanel } from './summary-panel';

export interface TreatmentFooterProps {
  guests: readonly GuestDraft[];
  /** Force-selected product ids: they do not count as a chosen treatment. */
  forced: readonly string[];
  /** Another guest still has to choose. */
  nextGuest: boolean;
  /** The active guest's problems keep the way on closed. */
  blocked: boolean;
  onGoOn: () => void;
}

/**
 * The summary as the server prices it, and the bar with the total and the way on. The server prices nothing
 * while a guest has no treatment (docs/product-rules.md, Pricing): the bar says whom to choose for instead
 * of ฿0.00, and the summary waits.
 */
export function TreatmentFooter({ guests, forced, nextGuest, blocked, onGoOn }: TreatmentFooterProps) {
  const { summary, fetching, error, refused, refetch } = useOrderSummary(forced);
  const { t } = useLingui();
  const waiting = guests.find((g) => !g.treatments.some((id) => !forced.includes(id)))?.no ?? null;
  return (
    <>
      {waiting === null && (
        <SummaryPanel
          summary={summary}
          busy={fetching}
          onRetry={error ? () => refetch({ requestPolicy: 'network-only' }) : undefined}
          refused={refused}
        />
      )}
      <StickyActionBar
        label={t`Your booking`}
        status={<BookingBarStatus waitingGuestNo={waiting} summary={summary} busy={fetching} />}
      >
        <NextStepButton
          nextGuest={nextGuest}
          disabled={blocked}
          describedBy={GUEST_PROBLEMS_ID}
          onClick={onGoOn}
        />
      </StickyActionBar>
    </>
  );
}
