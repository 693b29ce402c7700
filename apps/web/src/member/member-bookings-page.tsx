import { Trans, useLingui } from '@lingui/react/macro';
import { MemberBookingsDocument } from '@sabai/graphql';
import { LoadError, PageLoading } from '@sabai/ui';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import styles from '../booking/booking.module.css';
import { MemberBookingItem } from './member-booking-item';

type Scope = 'upcoming' | 'previous';

/** /member/booking/{no?}: upcoming and previous bookings; the one named in the path shows its QR code. */
export function MemberBookingsPage() {
  const { no } = useParams();
  const [scope, setScope] = useState<Scope>('upcoming');
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
          {data?.memberBookings.map((booking) => (
            <MemberBookingItem
              key={booking.id}
              booking={booking}
              upcoming={scope === 'upcoming'}
              shown={no}
              onChanged={() => refetch({ requestPolicy: 'network-only' })}
            />
          ))}
        </ul>
      </div>
    </main>
  );
}
