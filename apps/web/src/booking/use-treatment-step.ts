import { useLingui } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
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
import { wholeBookingProblems } from './web-journey';

type NextGuest = ReturnType<typeof nextIncompleteGuest>;

/**
 * "Next guest" / "Continue to contact details" on /book/treatment: says what the active guest still
 * lacks, moves to the next guest who lacks something, then checks the whole booking before /book/contact.
 */
export function useTreatmentStep() {
  const booking = useAtomValue(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const setView = useSetAtom(productStateAtom);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const navigate = useNavigate();
  const [bookingProblems, setBookingProblems] = useState<string[]>([]);
  const { t, i18n } = useLingui();

  const goOn = (branch: ApiBranch, active: GuestDraft, next: NextGuest, catalog: Catalog) => {
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
  return { bookingProblems, goOn };
}
