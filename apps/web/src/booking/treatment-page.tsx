import { Trans, useLingui } from '@lingui/react/macro';
import {
  deriveGuest,
  guestProblems,
  rulesBranch,
  rulesGuest,
  useBookingCatalog,
  useOrderSummary,
  withDefaultStarts,
} from '@sabai/booking-journey';
import { forcedProductIds, includeForcedItems, nextIncompleteGuest } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import {
  bookingAtom,
  guestListAtom,
  productStateAtom,
  showSnackbarAtom,
  updateGuestAtom,
} from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { wholeBookingProblems } from './web-journey';
import styles from './booking.module.css';
import { CourseItems } from './course-items';
import { GuestTabs } from './guest-tabs';
import { OnsenPlacement } from './onsen-placement';
import { StartTimes } from './start-times';
import { SummaryPanel } from './summary-panel';
import { TreatmentPicker } from './treatment-picker';

/** /book/treatment: a tab per guest, the menu, onsen order and start times, and the live summary. */
export function TreatmentPage() {
  const booking = useAtomValue(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const [view, setView] = useAtom(productStateAtom);
  const updateGuest = useSetAtom(updateGuestAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { branch, products, courses, catalog, fetching, error, refetch } = useBookingCatalog();
  const forced = useMemo(() => forcedProductIds(catalog), [catalog]);
  const { summary, fetching: pricing, error: pricingError, refetch: reprice } = useOrderSummary(forced);
  const navigate = useNavigate();
  const [bookingProblems, setBookingProblems] = useState<string[]>([]);
  const { t, i18n } = useLingui();

  // Force-selected items (locker set, prescreening) are part of every guest's list.
  useEffect(() => {
    if (forced.length === 0) return;
    for (const guest of guests) {
      if (forced.some((id) => !guest.treatments.includes(id))) {
        updateGuest(guest.no, { treatments: includeForcedItems(guest.treatments, catalog) });
      }
    }
  }, [forced, guests, catalog, updateGuest]);

  if (!booking.branchId || !booking.date || !booking.time) return <Navigate to="/book" replace />;
  if (error && products.length === 0) {
    return (
      <main id="main" className={styles.page}>
        <LoadError message={<Trans>Treatments could not be loaded.</Trans>} onRetry={refetch} />
      </main>
    );
  }
  if (!branch || (fetching && products.length === 0)) return <PageLoading />;

  const bookingTime = booking.time;
  const active = guests.find((g) => g.no === view.activeGuest) ?? guests[0];
  if (!active) return null;
  const derived = deriveGuest(active, catalog);
  const problems = guestProblems(active, catalog).filter(
    (p) => !['treatment_required', 'onsen_time_required', 'spa_time_required'].includes(p.code),
  );
  const next = nextIncompleteGuest(guests.map(rulesGuest), catalog);

  const setTreatments = (treatments: string[]) =>
    updateGuest(active.no, (g) => withDefaultStarts({ ...g, treatments }, catalog, bookingTime));

  const goOn = () => {
    setBookingProblems([]);
    if (next && next.no === active.no) {
      const reason = next.reasons.includes('no_treatment')
        ? problemMessage(i18n, { code: 'treatment_required', params: { guest: active.no } })
        : t`Please choose the onsen and spa start times.`;
      showSnackbar({ message: reason, color: 'error' });
      return;
    }
    if (next) {
      setView({ activeGuest: next.no });
      document.getElementById(`guest-tab-${next.no}`)?.focus();
      return;
    }
    const problems = wholeBookingProblems(branch, booking, guests, catalog);
    if (problems.length > 0) {
      setBookingProblems(problems.map((p) => problemMessage(i18n, p)));
      return;
    }
    void navigate('/book/contact');
  };

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
      <div
        role="tabpanel"
        id="guest-panel"
        aria-labelledby={`guest-tab-${active.no}`}
        className={styles.panel}
      >
        <div className={styles.field}>
          <label htmlFor={`guest-name-${active.no}`}>{t`Name of guest ${active.no}`}</label>
          <input
            id={`guest-name-${active.no}`}
            value={active.name}
            maxLength={120}
            autoComplete="off"
            onChange={(e) => updateGuest(active.no, { name: e.target.value })}
          />
        </div>
        <TreatmentPicker
          guest={active}
          products={products}
          filters={branch.product_filter}
          catalog={catalog}
          view={view}
          onViewChange={setView}
          onTreatmentsChange={setTreatments}
        />
        <CourseItems
          guest={active}
          courses={courses}
          promoCode={booking.promoCode}
          onTreatmentsChange={setTreatments}
        />
        {derived && (
          <OnsenPlacement
            derived={derived}
            onReorder={(treatments) =>
              // Another order means other start times: they are proposed again for the new order.
              updateGuest(active.no, (g) =>
                withDefaultStarts(
                  { ...g, treatments, start: { onsen: null, spa: null } },
                  catalog,
                  bookingTime,
                ),
              )
            }
          />
        )}
        {derived && (
          <StartTimes
            guest={active}
            derived={derived}
            bookingTime={bookingTime}
            closeMin={rulesBranch(branch).closeTime}
            onChange={(start) => updateGuest(active.no, { start })}
          />
        )}
        {problems.length > 0 && (
          <ul className={styles.problem} role="alert">
            {problems.map((p) => (
              <li key={p.code}>{problemMessage(i18n, p)}</li>
            ))}
          </ul>
        )}
      </div>

      {bookingProblems.length > 0 && (
        <ul className={styles.problem} role="alert">
          {[...new Set(bookingProblems)].map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      )}
      <SummaryPanel
        summary={summary}
        busy={pricing}
        onRetry={pricingError ? () => reprice({ requestPolicy: 'network-only' }) : undefined}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={goOn}
          disabled={problems.length > 0}
          data-testid="next-step"
        >
          {next ? <Trans>Next guest</Trans> : <Trans>Continue to contact details</Trans>}
        </button>
      </div>
    </main>
  );
}
