import { Select, Trans } from '@lingui/react/macro';
import { moneyFiguresFromBaht } from '@sabai/booking-rules';
import type { MemberBookingsQuery } from '@sabai/graphql';
import { formatLongDate, formatTime, oneOrOther } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { MoneyBreakdown } from '@sabai/ui';
import { BookingQr } from '@sabai/ui/booking';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import styles from '../booking/booking.module.css';
import { confirmPath } from '../booking/confirm-path';
import { SelfService } from '../booking/self-service';

export interface MemberBookingItemProps {
  booking: MemberBookingsQuery['memberBookings'][number];
  /** An upcoming booking can show its QR code; a previous one cannot. */
  upcoming: boolean;
  /** The booking number named in the path, whose QR code is shown. */
  shown: string | undefined;
  /** After the member moved or cancelled it. */
  onChanged(): void;
}

/**
 * One booking in the member's list: branch, date and guests, what was paid line by line (the paid order's
 * summary, as the confirmation shows it), its QR code, and its details; on its own page, what the member may
 * change themselves.
 */
export function MemberBookingItem({ booking, upcoming, shown, onChanged }: MemberBookingItemProps) {
  const locale = useAtomValue(localeAtom);
  const [date = '', time = ''] = booking.date_time.split(' ');
  const number = booking.booking_no ?? '';
  const guestCount = booking.guest_count;
  return (
    <li className={styles.product} data-testid="member-booking">
      <div className={styles.productHead}>
        <h2 className={styles.productName}>{booking.branch_name}</h2>
      </div>
      <p className={styles.hint}>
        {formatLongDate(date, locale, 'full')} · {formatTime(time)} ·{' '}
        <Select value={oneOrOther(guestCount)} _one={`${guestCount} guest`} other={`${guestCount} guests`} />{' '}
        · {number}
      </p>
      <MoneyBreakdown figures={moneyFiguresFromBaht(booking.payment)} paid />
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
      {shown === number && booking.self_cancel && (
        <SelfService
          booking={{ ...booking, self_cancel: booking.self_cancel }}
          id={booking.id}
          token={booking.token}
          no={number}
          onChanged={onChanged}
        />
      )}
    </li>
  );
}
