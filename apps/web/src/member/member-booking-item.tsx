import { Trans } from '@lingui/react/macro';
import type { MemberBookingsQuery } from '@sabai/graphql';
import { formatDate, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { BookingQr } from '../booking/booking-qr';
import styles from '../booking/booking.module.css';
import { confirmPath } from '../booking/confirm-path';

export interface MemberBookingItemProps {
  booking: MemberBookingsQuery['memberBookings'][number];
  /** An upcoming booking can show its QR code; a previous one cannot. */
  upcoming: boolean;
  /** The booking number named in the path, whose QR code is shown. */
  shown: string | undefined;
}

/** One booking in the member's list: branch, total, date and guests, its QR code, and its details. */
export function MemberBookingItem({ booking, upcoming, shown }: MemberBookingItemProps) {
  const locale = useAtomValue(localeAtom);
  const [date = '', time = ''] = booking.date_time.split(' ');
  const number = booking.booking_no ?? '';
  return (
    <li className={styles.product} data-testid="member-booking">
      <div className={styles.productHead}>
        <h2 className={styles.productName}>{booking.branch_name}</h2>
        <Money amount={booking.grand_total} />
      </div>
      <p className={styles.hint}>
        {formatDate(date, locale, 'full')} · {formatTime(time)} · <Trans>{booking.guest_count} guests</Trans>{' '}
        · {number}
      </p>
      {booking.remain > 0 && (
        <p data-testid="member-booking-remain">
          <Trans>
            Still to pay at the branch: <Money amount={booking.remain} />
          </Trans>
        </p>
      )}
      {shown === number && upcoming && <BookingQr value={number} bookingNo={number} />}
      <div className={styles.actions}>
        {shown !== number && upcoming && (
          <Link className={styles.secondary} to={`/member/booking/${encodeURIComponent(number)}`}>
            <Trans>Show QR code</Trans>
          </Link>
        )}
        <Link className={styles.secondary} to={confirmPath(number, booking.id, booking.token)}>
          <Trans>Details</Trans>
        </Link>
      </div>
    </li>
  );
}
