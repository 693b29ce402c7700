import { Trans } from '@lingui/react/macro';
import { useBookingCatalog, useForcedItems } from '@sabai/booking-journey';
import { forcedProductIds } from '@sabai/booking-rules';
import { bookingAtom, guestListAtom, productStateAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { ProblemList } from '../problem-list';
import styles from '../sale.module.css';
import { GuestSwitcher } from './guest-switcher';
import { StartTimeChoice } from './start-time-choice';
import { GuestTreatments } from './guest-treatments';
import { TreatmentActions } from './treatment-actions';
import { useKioskStartTimes } from './use-kiosk-start-times';
import { useTreatmentGoOn } from './use-treatment-go-on';

/**
 * /kiosk/treatment (docs/product-rules.md, Kiosk): each guest's treatments (and a member's course items) by
 * the same rules as the web, the earliest start today at which the whole party fits (or a later one), then
 * the places are held.
 */
export function KioskTreatmentPage() {
  const booking = useAtomValue(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const [view, setView] = useAtom(productStateAtom);
  const { branch, products, courses, catalog, fetching, error, refetch } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  useForcedItems(forced, guests, catalog);
  const times = useKioskStartTimes(branch, catalog);
  const active = guests.find((g) => g.no === view.activeGuest) ?? guests[0];
  const way = useTreatmentGoOn(branch, catalog, active);

  if (!booking.branchId) return <Navigate to="/start" replace />;
  if (error && products.length === 0) {
    return (
      <main id="main" className={styles.page}>
        <LoadError message={<Trans>Treatments could not be loaded.</Trans>} onRetry={refetch} />
      </main>
    );
  }
  if (!branch || !active || (fetching && products.length === 0)) return <PageLoading />;

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Choose treatments</Trans>
      </h1>
      <p className={styles.lead}>{branch.name}</p>
      {times.closed && (
        <p className={styles.problem} role="alert">
          <Trans>This branch takes no more bookings today. Please ask at the reception.</Trans>
        </p>
      )}
      <GuestSwitcher guests={guests} active={active.no} onSelect={(no) => setView({ activeGuest: no })} />
      <GuestTreatments
        guest={active}
        partySize={guests.length}
        products={products}
        courses={courses}
        catalog={catalog}
        bookingTime={booking.time}
        promoCode={booking.promoCode}
      />
      {way.complete && (
        <StartTimeChoice
          free={times.free}
          chosen={times.chosen}
          fullToday={times.fullToday}
          onChoose={times.choose}
        />
      )}
      <ProblemList problems={way.problems} />
      <TreatmentActions
        nextGuest={way.nextGuest !== null}
        disabled={way.busy || times.closed || times.fullToday}
        onGoOn={() => void way.goOn()}
      />
    </main>
  );
}
