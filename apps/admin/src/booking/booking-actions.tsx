import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styles from './booking-page.module.css';
import { CancelDialog } from './cancel-dialog';
import { useBookingAction, type BookingAction } from './use-booking-action';

export interface BookingActionsProps {
  id: string;
  /** What the server says this staff may do now (StaffBooking.actions). */
  actions: string[];
  member: boolean;
  /** After a transition: the page asks for the booking again. */
  onChanged: () => void;
}

const ORDER: BookingAction[] = ['check_in', 'complete', 'no_show', 'cancel'];

/** One button per transition the booking allows now; Cancel asks first. */
export function BookingActions({ id, actions, member, onChanged }: BookingActionsProps) {
  const { run, busy } = useBookingAction(id);
  const [cancelling, setCancelling] = useState(false);
  const { t } = useLingui();
  const labels: Record<BookingAction, string> = {
    check_in: t`Check in`,
    complete: t`Complete`,
    no_show: t`No-show`,
    cancel: t`Cancel`,
  };
  const shown = ORDER.filter((action) => actions.includes(action));
  if (shown.length === 0) return null;

  const act = async (action: BookingAction) => {
    if (action === 'cancel') return setCancelling(true);
    if (await run(action)) onChanged();
  };

  return (
    <div className={styles.actions} role="group" aria-label={t`Actions`}>
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
        onClose={() => setCancelling(false)}
        onConfirm={(choice) =>
          void run('cancel', choice).then((ok) => {
            if (!ok) return;
            setCancelling(false);
            onChanged();
          })
        }
      />
    </div>
  );
}
