import { useLingui } from '@lingui/react/macro';
import { useBookingOptions, type ApiBranch } from '@sabai/booking-journey';
import type { Catalog, nextIncompleteGuest } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import {
  bookingAtom,
  guestListAtom,
  productStateAtom,
  showSnackbarAtom,
  type GuestDraft,
} from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePrefetch } from './use-prefetch';
import { wholeBookingProblems } from './web-journey';

type NextGuest = ReturnType<typeof nextIncompleteGuest>;

/** Where the page shows the whole booking's problems: the way on brings them into view. */
export const BOOKING_PROBLEMS_ID = 'booking-problems';

/**
 * "Next guest" / "Continue to contact details" on /book/treatment: says what the active guest still
 * lacks, moves to the next guest who lacks something, then checks the whole booking and that its time is
 * still free before /book/contact.
 */
export function useTreatmentStep() {
  const booking = useAtomValue(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const setView = useSetAtom(productStateAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const navigate = useNavigate();
  usePrefetch(() => import('./contact-page'));
  const [bookingProblems, setBookingProblems] = useState<string[]>([]);
  const { t, i18n } = useLingui();
  const options = useBookingOptions('web');

  const showProblems = () =>
    // Pressed from the bar at the bottom of a phone's screen, the list would stay out of sight.
    requestAnimationFrame(() =>
      document.getElementById(BOOKING_PROBLEMS_ID)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );

  const goOn = (
    branch: ApiBranch,
    active: GuestDraft,
    next: NextGuest,
    catalog: Catalog,
    timeFull: boolean,
  ) => {
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
    const problems = wholeBookingProblems(branch, booking, guests, catalog, options);
    if (problems.length > 0) {
      setBookingProblems(problems.map((p) => problemMessage(i18n, p)));
      showProblems();
      return;
    }
    if (timeFull) {
      // The notice saying so, with the next free times, is already on the page: the press takes the
      // customer to its first free time (or to the notice when the day has none).
      showProblems();
      const area = document.getElementById(BOOKING_PROBLEMS_ID);
      (area?.querySelector('button') ?? area?.querySelector('section'))?.focus();
      return;
    }
    void navigate('/book/contact');
  };
  return { bookingProblems, goOn };
}
