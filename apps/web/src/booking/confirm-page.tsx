import { Trans, useLingui } from '@lingui/react/macro';
import { useBranches, useConfirmedBooking } from '@sabai/booking-journey';
import { BranchProductsDocument } from '@sabai/graphql';
import { PageLoading } from '@sabai/ui';
import { useQuery } from 'urql';
import { Link } from 'react-router';
import { BookingDetails } from './booking-details';
import { BookingQr } from './booking-qr';
import styles from './booking.module.css';
import { confirmPath } from './confirm-path';
import { calendarFile } from './web-journey';
import { CONFIRMED } from './resume-page';
import { withWebJourney } from './with-web-journey';

/** /book/confirm/{no?}: the confirmed booking with its QR code, a calendar file and a printable copy. */
export const ConfirmPage = withWebJourney(function ConfirmPage() {
  const { booking, id, token, loading, missing } = useConfirmedBooking();
  const { branches } = useBranches();
  const { t } = useLingui();
  const [{ data: menu }] = useQuery({
    query: BranchProductsDocument,
    variables: { branch: booking?.branch_id ?? '' },
    pause: !booking,
  });
  if (loading) return <PageLoading />;
  if (missing || !booking || !booking.booking_no || !CONFIRMED.has(booking.state)) {
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
  const ics = calendarFile({
    uid: `${id}@sabai`,
    title: t`Booking ${no}` + (branch ? ` · ${branch.name}` : ''),
    location: branch ? `${branch.name}, ${branch.address}` : '',
    description: t`Booking number ${no}. Please arrive 15 minutes early.`,
    start: booking.date_time,
    // The longest guest's visit; the guests are at the branch together.
    durationMin: Math.max(
      ...booking.guests.map((g) =>
        g.treatments.reduce((sum, id) => sum + (menu?.products.find((p) => p.id === id)?.duration ?? 0), 0),
      ),
    ),
    timeZone: branch?.time_zone ?? 'Asia/Bangkok',
  });
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;

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
        <a className={styles.secondary} href={icsHref} download={`${no}.ics`}>
          <Trans>Add to calendar</Trans>
        </a>
        <Link className={styles.secondary} to={confirmPath(no, id, token, 'print')}>
          <Trans>Print</Trans>
        </Link>
        <Link className={styles.primary} to="/book/thanks">
          <Trans>Done</Trans>
        </Link>
      </div>
    </main>
  );
});
