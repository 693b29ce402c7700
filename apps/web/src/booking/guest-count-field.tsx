import { Select, useLingui } from '@lingui/react/macro';
import { useBookingOptions } from '@sabai/booking-journey';
import { bookingAtom, withChangedVisit, withGuestCount } from '@sabai/state';
import { fieldStyles } from '@sabai/ui/field-styles';
import { useAtom } from 'jotai';
import { Link } from 'react-router';
import styles from './booking.module.css';
import { oneOrOther } from '@sabai/i18n';

/** How many guests, up to the brand's online limit; larger groups are pointed to the group request. */
export function GuestCountField() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const { t } = useLingui();
  const { maxGuests } = useBookingOptions('web');
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="book-guests">{t`Guests`}</label>
      <select
        id="book-guests"
        value={booking.guestCount}
        onChange={(e) => setBooking((b) => withChangedVisit(withGuestCount(b, Number(e.target.value)), {}))}
      >
        {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <p className={styles.hint}>
        <Link to="/book/direct">
          {/* A select on our own 'one' or 'other', not a plural: Lingui formats a plural's number with
              Intl.NumberFormat, the first Intl formatter on /book, whose ICU set-up was a long task on a phone
              (docs/decisions.md, "Dates and amounts without Intl"). */}
          <Select
            value={oneOrOther(maxGuests)}
            _one={`More than ${maxGuests} guest? Send us a group request.`}
            other={`More than ${maxGuests} guests? Send us a group request.`}
          />
        </Link>
      </p>
    </div>
  );
}
