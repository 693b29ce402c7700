import { Trans, useLingui } from '@lingui/react/macro';
import { MemberBookingsDocument } from '@sabai/graphql';
import { formatDate, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { LoadError, Money, PageLoading } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { BookingQr } from '../booking/booking-qr';
import styles from '../booking/booking.module.css';
import { confirmPath } from '../booking/confirm-path';

type Scope = 'upcoming' | 'previous';

/** /member/booking/{no?}: upcoming and previous bookings; the one named in the path shows its QR code. */
export function MemberBookingsPage() {
  const { no } = useParams();
  const [scope, setScope] = useState<Scope>('upcoming');
  const locale = useAtomValue(localeAtom);
  const { t } = useLingui();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: MemberBookingsDocument,
    variables: { scope },
    requestPolicy: 'cache-and-network',
  });
  const labels: Record<Scope, string> = { upcoming: t`Upcoming`, previous: t`Previous` };

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>My bookings</Trans>
      </h1>
      <div role="tablist" aria-label={t`My bookings`} className={styles.tabs}>
        {(['upcoming', 'previous'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={scope === key}
            aria-controls="bookings-panel"
            className={styles.tab}
            onClick={() => setScope(key)}
          >
            {labels[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bookings-panel" className={styles.panel}>
        {fetching && !data && <PageLoading />}
        {error && !data && (
          <LoadError
            message={<Trans>Your bookings could not be loaded.</Trans>}
            onRetry={() => refetch({ requestPolicy: 'network-only' })}
          />
        )}
        {data?.memberBookings.length === 0 && <p>{t`No bookings yet.`}</p>}
        <ul className={styles.products} role="list">
          {data?.memberBookings.map((booking) => {
            const [date = '', time = ''] = booking.date_time.split(' ');
            const number = booking.booking_no ?? '';
            return (
              <li key={booking.id} className={styles.product} data-testid="member-booking">
                <div className={styles.productHead}>
                  <h2 className={styles.productName}>{booking.branch_name}</h2>
                  <Money amount={booking.grand_total} />
                </div>
                <p className={styles.hint}>
                  {formatDate(date, locale, 'full')} · {formatTime(time)} ·{' '}
                  <Trans>{booking.guest_count} guests</Trans> · {number}
                </p>
                {no === number && scope === 'upcoming' && <BookingQr value={number} bookingNo={number} />}
                <div className={styles.actions}>
                  {no !== number && scope === 'upcoming' && (
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
          })}
        </ul>
      </div>
    </main>
  );
}
