import { useLingui } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
import { moneyFiguresFromBaht } from '@sabai/booking-rules';
import { BranchProductsDocument, type PrebookingQuery } from '@sabai/graphql';
import { formatLongDate, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useQuery } from 'urql';
import styles from './booking-details.module.css';
import { MoneyBreakdown } from './money-breakdown';

/** A booking as `prebooking` gives it to the confirmation, print and receipt pages. */
export type ConfirmedBooking = NonNullable<PrebookingQuery['prebooking']>;

export interface BookingDetailsProps {
  booking: ConfirmedBooking;
  branch: ApiBranch | undefined;
}

/** Number, place, time, guests with their treatments, and what was paid, line by line. */
export function BookingDetails({ booking, branch }: BookingDetailsProps) {
  const locale = useAtomValue(localeAtom);
  const { t } = useLingui();
  const [{ data }] = useQuery({ query: BranchProductsDocument, variables: { branch: booking.branch_id } });
  const names = new Map((data?.products ?? []).map((p) => [p.id, p.name]));
  const [date = '', time = ''] = booking.date_time.split(' ');
  return (
    <div className={styles.details}>
      <dl>
        <dt>{t`Booking number`}</dt>
        <dd data-testid="booking-no">{booking.booking_no}</dd>
        <dt>{t`Branch`}</dt>
        <dd>
          {branch?.name ?? booking.branch_id}
          {branch && <span className={styles.hint}> · {branch.address}</span>}
        </dd>
        <dt>{t`Date and time`}</dt>
        <dd>
          {formatLongDate(date, locale, 'full')} · {formatTime(time)}
        </dd>
        <dt>{t`Booked by`}</dt>
        <dd>
          {booking.contact.name} · {booking.contact.phone} · {booking.contact.email}
        </dd>
      </dl>
      {booking.guests.map((guest) => (
        <section key={guest.no} className={styles.guest} aria-label={guest.name ?? t`Guest ${guest.no}`}>
          <h2>{guest.name ?? t`Guest ${guest.no}`}</h2>
          <ul>
            {guest.treatments.map((id) => (
              <li key={id}>{names.get(id) ?? id}</li>
            ))}
          </ul>
        </section>
      ))}
      {/* The paid order's own summary (docs/decisions.md, "The paid order decides what a booking shows and
          owes"): the lines checkout showed. */}
      <MoneyBreakdown
        figures={moneyFiguresFromBaht(booking.payment)}
        paid={booking.state !== 'pending' && booking.state !== 'expired'}
      />
    </div>
  );
}
