import { useLingui } from '@lingui/react/macro';
import type { StaffMemberFieldsFragment } from '@sabai/graphql/staff';

type MemberBooking = StaffMemberFieldsFragment['upcoming'][number];
import { formatDate, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useStateLabel } from '../day/state-labels';
import table from '../layout/table.module.css';
import styles from './members.module.css';

/** A member's bookings of this brand in the order the server gives (upcoming soonest first, past latest). */
export function MemberBookingsTable({ bookings, caption }: { bookings: MemberBooking[]; caption: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const stateLabel = useStateLabel();
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Booking no.`}</th>
          <th scope="col">{t`Date`}</th>
          <th scope="col">{t`Branch`}</th>
          <th scope="col">{t`Guests`}</th>
          <th scope="col">{t`State`}</th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <tr key={booking.id}>
            <td>
              <Link to={`/booking/${booking.id}`} className={styles.rowLink}>
                {booking.booking_no ?? t`(no number)`}
              </Link>
            </td>
            <td>
              {formatDate(booking.date, locale)} {formatTime(booking.time)}
            </td>
            <td>{booking.branch_name}</td>
            <td>{booking.guest_count}</td>
            <td>{stateLabel(booking.state)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
