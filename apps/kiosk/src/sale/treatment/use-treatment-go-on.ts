import { useLingui } from '@lingui/react/macro';
import { rulesGuest, useBookingOptions, usePrebook, type ApiBranch } from '@sabai/booking-journey';
import { nextIncompleteGuest, type Catalog } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import { bookingAtom, guestListAtom, productStateAtom, type GuestDraft } from '@sabai/state';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { kioskJourney } from '../kiosk-journey';

/**
 * The treatment page's way on: to the next guest who still lacks something, then the whole booking's check
 * by the same rules as the server, then the hold (prebook) and the checkout.
 */
export function useTreatmentGoOn(
  branch: ApiBranch | undefined,
  catalog: Catalog,
  active: GuestDraft | undefined,
) {
  const booking = useAtomValue(bookingAtom);
  const guests = useAtomValue(guestListAtom);
  const setView = useSetAtom(productStateAtom);
  const { prebook, busy } = usePrebook();
  const [problems, setProblems] = useState<string[]>([]);
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const options = useBookingOptions('kiosk');
  const next = nextIncompleteGuest(guests.map(rulesGuest), catalog);

  const goOn = async () => {
    setProblems([]);
    if (!branch || !active) return;
    if (next && next.no !== active.no) {
      setView({ activeGuest: next.no });
      return;
    }
    if (next) {
      setProblems([problemMessage(i18n, { code: 'treatment_required', params: { guest: next.no } })]);
      return;
    }
    const whole = kioskJourney.bookingProblems(branch, booking, guests, catalog, options);
    if (whole.length > 0) {
      setProblems(whole.map((p) => problemMessage(i18n, p)));
      return;
    }
    if (await prebook()) void navigate('/checkout');
  };
  // The hold was refused (someone took the places meanwhile): the server's reason stays until the next try.
  const taken =
    booking.allotment && !booking.allotment.is_bookable
      ? [booking.allotment.message ?? t`These places were just taken. Please choose another start time.`]
      : [];
  return {
    goOn,
    busy,
    problems: [...problems, ...taken],
    nextGuest: next && active && next.no !== active.no ? next.no : null,
    complete: !next,
  };
}
