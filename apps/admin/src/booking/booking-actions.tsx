import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import styles from './booking-page.module.css';
import { CancelDialog } from './cancel-dialog';
import { useBookingAction, type BookingAction } from './use-booking-action';

export interface BookingActionsProps {
  id: string;
  /** What the server says this staff may do now (StaffBooking.actions). */
  actions: string[];
  member: boolean;
  mayRefund: boolean;
  /** After a transition: the page asks for the booking again. */
  onChanged: () => void;
}

const ORDER: BookingAction[] = ['check_in', 'complete', 'no_show', 'cancel'];

/**
 * After a move the button pressed is gone (the booking came back with other actions): the focus goes to
 * the next action, or to the group's sentence when none is left, never to the page's start
 * (docs/architecture.md, Accessibility).
 */
function useFocusAfterMove(actions: string[]) {
  const group = useRef<HTMLDivElement>(null);
  const [movedFrom, setMovedFrom] = useState<string | null>(null);
  const key = actions.join(',');
  useEffect(() => {
    if (movedFrom === null || movedFrom === key) return;
    setMovedFrom(null);
    group.current?.querySelector<HTMLElement>('button, [tabindex="-1"]')?.focus();
  }, [key, movedFrom]);
  return { group, moved: () => setMovedFrom(key) };
}

/** One button per transition the booking allows now; Cancel asks first. */
export function BookingActions({ id, actions, member, mayRefund, onChanged }: BookingActionsProps) {
  const { run, busy } = useBookingAction(id);
  const [cancelling, setCancelling] = useState(false);
  const { t } = useLingui();
  const focus = useFocusAfterMove(actions);
  const labels: Record<BookingAction, string> = {
    check_in: t`Check in`,
    complete: t`Complete`,
    no_show: t`No-show`,
    cancel: t`Cancel`,
  };
  const shown = ORDER.filter((action) => actions.includes(action));
  const changed = () => {
    focus.moved();
    onChanged();
  };

  const act = async (action: BookingAction) => {
    if (action === 'cancel') return setCancelling(true);
    if (await run(action)) changed();
  };

  return (
    <div ref={focus.group} className={styles.actions} role="group" aria-label={t`Actions`}>
      {shown.length === 0 && (
        <p tabIndex={-1} className={styles.noAction}>
          <Trans>No action is open for this booking now.</Trans>
        </p>
      )}
      {shown.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'cancel' || action === 'no_show' ? styles.secondary : styles.primary}
          disabled={busy}
          onClick={() => void act(action)}
        >
          {labels[action]}
        </button>
      ))}
      <CancelDialog
        open={cancelling}
        busy={busy}
        member={member}
        mayRefund={mayRefund}
        onClose={() => setCancelling(false)}
        onConfirm={(choice) =>
          void run('cancel', choice).then((ok) => {
            if (!ok) return;
            setCancelling(false);
            changed();
          })
        }
      />
    </div>
  );
}
