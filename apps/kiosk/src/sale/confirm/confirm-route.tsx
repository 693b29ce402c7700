import { Trans, useLingui } from '@lingui/react/macro';
import { CONFIRMED_STATES, useBranches, useConfirmedBooking } from '@sabai/booking-journey';
import { PageLoading } from '@sabai/ui';
import { BookingDetails, BookingQr } from '@sabai/ui/booking';
import { resetJourneyAtom } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router';
import sale from '../sale.module.css';
import styles from './confirm.module.css';
import { KioskReceipt } from './kiosk-receipt';
import { useKioskPaidStep } from '../kiosk-funnel';

function BookingNotFound() {
  const { t } = useLingui();
  return (
    <main id="main" className={sale.page}>
      <h1>{t({ id: 'error.booking.notFound', message: 'Booking not found' })}</h1>
      <Link className={sale.primary} to="/">
        <Trans>Back to the start</Trans>
      </Link>
    </main>
  );
}

/**
 * /kiosk/confirm/:no?booking=&token=: the paid booking, its check-in QR code and its money, with a receipt
 * printed on the kiosk's printer. The QR holds the same link as the web's confirmation, which the kiosk's
 * self check-in and the desk's scanner read.
 */
export function KioskConfirmPage() {
  const { booking, id, token, loading, missing } = useConfirmedBooking();
  // The sale is over: its draft goes (on arrival here, so the payment page never sees it emptied), and home
  // then has no hold left to give up.
  const resetJourney = useSetAtom(resetJourneyAtom);
  useEffect(() => resetJourney(), [resetJourney]);
  const { branches } = useBranches();
  useKioskPaidStep(!!booking?.booking_no && CONFIRMED_STATES.has(booking.state));
  if (loading) return <PageLoading />;
  if (missing || !booking?.booking_no || !CONFIRMED_STATES.has(booking.state)) return <BookingNotFound />;
  const branch = branches.find((b) => b.id === booking.branch_id);
  const no = booking.booking_no;
  const checkInLink = `${window.location.origin}/book/${id}?token=${encodeURIComponent(token)}`;
  return (
    <main id="main" className={sale.page}>
      <h1>
        <Trans>Your booking is confirmed</Trans>
      </h1>
      <p className={styles.number}>
        <Trans>
          Booking number <strong>{no}</strong>
        </Trans>
      </p>
      <p className={sale.lead}>
        <Trans>Show this QR code at the reception, or scan it here to check in when you arrive.</Trans>
      </p>
      <BookingQr value={checkInLink} bookingNo={no} />
      <div className={styles.details}>
        <BookingDetails booking={booking} branch={branch} />
      </div>
      <div className={sale.actions}>
        <button type="button" className={sale.secondary} onClick={() => window.print()}>
          <Trans>Print again</Trans>
        </button>
        <Link className={sale.primary} to="/">
          <Trans>Done</Trans>
        </Link>
      </div>
      <KioskReceipt
        booking={booking}
        bookingNo={no}
        branch={branch}
        checkInLink={checkInLink}
        bookingId={id}
        token={token}
      />
    </main>
  );
}
