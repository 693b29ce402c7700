import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useStateLabel } from '../day/state-labels';
import styles from './scan-page.module.css';
import type { ScanOutcome } from './use-check-in-by-qr';

/** The last scan's answer: the booking checked in, or the server's sentence. */
export function ScanResult({ outcome }: { outcome: ScanOutcome }) {
  const stateLabel = useStateLabel();
  if (outcome.kind === 'refused') {
    return (
      <p role="alert" className={styles.refused}>
        {outcome.message}
      </p>
    );
  }
  const { booking } = outcome;
  const names = booking.guests.map((guest) => guest.name).join(', ') || booking.contact_name;
  return (
    <section role="status" aria-label={booking.booking_no ?? undefined} className={styles.result}>
      <p className={styles.state}>{stateLabel(booking.state)}</p>
      <p>
        <Link to={`/booking/${booking.id}`}>
          <Trans>Booking {booking.booking_no}</Trans>
        </Link>
      </p>
      <p>
        <Trans>Guests: {names}</Trans>
      </p>
    </section>
  );
}
