import { Trans, useLingui } from '@lingui/react/macro';
import { CONFIRMED_STATES, useBranches, useConfirmedBooking } from '@sabai/booking-journey';
import { isLoggedInAtom } from '@sabai/state';
import { PageLoading } from '@sabai/ui';
import { BookingDetails, BookingQr } from '@sabai/ui/booking';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import styles from './booking.module.css';
import { CalendarLink } from './calendar-link';
import { confirmPath } from './confirm-path';
import { SelfService } from './self-service';
import { withWebJourney } from './with-web-journey';
import { useWebFunnel } from '../analytics/use-web-funnel';

/** /book/confirm/{no?}: the confirmed booking with its QR code, a calendar file and a printable copy. */
export const ConfirmPage = withWebJourney(function ConfirmPage() {
  const { booking, id, token, loading, missing, refetch } = useConfirmedBooking();
  const { branches } = useBranches();
  const { t } = useLingui();
  const member = useAtomValue(isLoggedInAtom);
  useWebFunnel('paid', booking !== undefined && booking !== null && CONFIRMED_STATES.has(booking.state));
  if (loading) return <PageLoading />;
  if (booking?.state === 'cancelled' && booking.booking_no)
    return <CancelledBooking no={booking.booking_no} />;
  if (missing || !booking || !booking.booking_no || !CONFIRMED_STATES.has(booking.state)) {
    return (
      <main id="main" className={styles.page}>
        <h1>{t({ id: 'error.booking.notFound', message: 'Booking not found' })}</h1>
        <Link className={styles.primary} to="/book">
          <Trans>Make a booking</Trans>
        </Link>
      </main>
    );
  }
  const branch = branches.find((b) => b.id === booking.branch_id);
  const no = booking.booking_no;
  const resumeUrl = `${window.location.origin}/book/${id}?token=${encodeURIComponent(token)}`;

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Your booking is confirmed</Trans>
      </h1>
      <p>
        <Trans>Show this QR code at the reception. A confirmation has been sent to your e-mail.</Trans>
      </p>
      <BookingQr value={resumeUrl} bookingNo={no} />
      <BookingDetails booking={booking} branch={branch} />
      <div className={styles.actions}>
        <CalendarLink id={id} token={token} no={no} />
        <Link className={styles.secondary} to={confirmPath(no, id, token, 'print')}>
          <Trans>Print</Trans>
        </Link>
        {member && (
          // A member's bookings are one step away (docs/product-rules.md, Screens and routes).
          <Link className={styles.secondary} to="/member/booking">
            <Trans>My bookings</Trans>
          </Link>
        )}
        <Link className={styles.primary} to="/book/thanks">
          <Trans>Done</Trans>
        </Link>
      </div>
      {booking.self_cancel && (
        <SelfService
          booking={{ ...booking, self_cancel: booking.self_cancel }}
          id={id}
          token={token}
          no={no}
          onChanged={refetch}
        />
      )}
    </main>
  );
});

/** A booking its customer cancelled: said plainly, with the way to a new one. */
function CancelledBooking({ no }: { no: string }) {
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Booking {no} is cancelled</Trans>
      </h1>
      <Link className={styles.primary} to="/book">
        <Trans>Make a booking</Trans>
      </Link>
    </main>
  );
}
