// "Change date or time" on the booking's own page (docs/product-rules.md, Changes by the customer): shown while the
// customer may change the booking (the same cut-off as cancelling); the form loads only when asked for, so the
// page itself stays light.
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import styles from './booking.module.css';
import type { MoveBookingFormProps } from './move-booking-form';

const MoveBookingForm = lazy(() => import('./move-booking-form'));

export function MoveBooking(props: MoveBookingFormProps) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="move-title" className={styles.change}>
      <button
        id="move-title"
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Trans>Change date or time</Trans>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MoveBookingForm
            {...props}
            onMoved={() => {
              setOpen(false);
              props.onMoved();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
