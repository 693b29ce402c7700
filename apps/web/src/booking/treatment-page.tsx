import { Trans } from '@lingui/react/macro';
import { guestProblems, rulesGuest, useBookingCatalog, useForcedItems } from '@sabai/booking-journey';
import { forcedProductIds, nextIncompleteGuest } from '@sabai/booking-rules';
import { bookingAtom, guestListAtom, productStateAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { Navigate } from 'react-router';
import { BookingProblemList } from './booking-problem-list';
import styles from './booking.module.css';
import { GuestPanel } from './guest-panel';
import { GuestTabs } from './guest-tabs';
import { TreatmentFooter } from './treatment-footer';
import { useChosenTimeCheck } from './use-chosen-time-check';
import { BOOKING_PROBLEMS_ID, useTreatmentStep } from './use-treatment-step';

/**
 * A guest's problems the page does not show: not yet chosen is no problem; nor a missing item that every guest
 * gets, which useForcedItems adds right after the first render (shown for that render, it moved the menu).
 */
const NOT_SHOWN = new Set([
  'treatment_required',
  'onsen_time_required',
  'spa_time_required',
  'force_select_missing',
]);

/**
 * /book/treatment: a tab per guest, the menu, onsen order and start times, and the live summary; the total
 * and the way on stay in a bar at the bottom of the screen (docs/product-rules.md, Screens and routes).
 */
export function TreatmentPage() {
  const booking = useAtomValue(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const [view, setView] = useAtom(productStateAtom);
  const { branch, products, courses, catalog, fetching, error, refetch } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  const { bookingProblems, goOn } = useTreatmentStep();
  useForcedItems(forced, guests, catalog);
  const timeCheck = useChosenTimeCheck(forced);

  if (!booking.branchId || !booking.date || !booking.time) return <Navigate to="/book" replace />;
  if (error && products.length === 0) {
    return (
      <main id="main" className={styles.page}>
        <LoadError message={<Trans>Treatments could not be loaded.</Trans>} onRetry={refetch} />
      </main>
    );
  }
  if (!branch || (fetching && products.length === 0)) return <PageLoading />;

  const active = guests.find((g) => g.no === view.activeGuest) ?? guests[0];
  if (!active) return null;
  const problems = guestProblems(active, catalog).filter((p) => !NOT_SHOWN.has(p.code));
  const next = nextIncompleteGuest(guests.map(rulesGuest), catalog);

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Choose treatments</Trans>
      </h1>
      <p className={styles.hint}>{branch.name}</p>
      <GuestTabs
        guests={guests}
        active={active.no}
        catalog={catalog}
        onSelect={(no) => setView({ activeGuest: no })}
      />
      <GuestPanel
        guest={active}
        problems={problems}
        branch={branch}
        products={products}
        courses={courses}
        catalog={catalog}
        promoCode={booking.promoCode}
        bookingTime={booking.time}
      />
      <div id={BOOKING_PROBLEMS_ID}>
        {timeCheck.notice}
        <BookingProblemList problems={bookingProblems} />
      </div>
      <TreatmentFooter
        guests={guests}
        forced={forced}
        nextGuest={next !== null}
        blocked={problems.length > 0}
        onGoOn={() => goOn(branch, active, next, catalog, timeCheck.full)}
      />
    </main>
  );
}
