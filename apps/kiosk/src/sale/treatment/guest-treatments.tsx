import { useLingui } from '@lingui/react/macro';
import { guestProblems, withDefaultStarts, type ApiCourse, type ApiProduct } from '@sabai/booking-journey';
import type { Catalog } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import { updateGuestAtom, type GuestDraft } from '@sabai/state';
import { useSetAtom } from 'jotai';
import { ProblemList } from '../problem-list';
import { CourseList } from './course-list';
import { TreatmentList } from './treatment-list';

// Shown another way: the way-on button says what is missing when pressed.
const NOT_YET = ['treatment_required', 'onsen_time_required', 'spa_time_required'];

export interface GuestTreatmentsProps {
  guest: GuestDraft;
  partySize: number;
  products: readonly ApiProduct[];
  /** A member's prepaid courses (none for a guest). */
  courses: readonly ApiCourse[];
  catalog: Catalog;
  bookingTime: string | null;
  promoCode: string;
}

/**
 * One guest's treatments and a member's course items: a touch adds or removes one, and the guest's onsen and
 * spa starts follow the onsen order from the booking's time; what the rules refuse is said under the lists.
 */
export function GuestTreatments({
  guest,
  partySize,
  products,
  courses,
  catalog,
  bookingTime,
  promoCode,
}: GuestTreatmentsProps) {
  const updateGuest = useSetAtom(updateGuestAtom);
  const { t, i18n } = useLingui();
  const toggle = (productId: string) =>
    updateGuest(guest.no, (g) => {
      const treatments = g.treatments.includes(productId)
        ? g.treatments.filter((id) => id !== productId)
        : [...g.treatments, productId];
      return withDefaultStarts({ ...g, treatments }, catalog, bookingTime ?? '00:00:00');
    });
  const problems = guestProblems(guest, catalog)
    .filter((p) => !NOT_YET.includes(p.code))
    .map((p) => problemMessage(i18n, p));
  return (
    <>
      <h2>{partySize > 1 ? t`Treatments for guest ${guest.no}` : t`Your treatments`}</h2>
      <TreatmentList guest={guest} products={products} catalog={catalog} onToggle={toggle} />
      <CourseList guest={guest} courses={courses} promoCode={promoCode} onToggle={toggle} />
      <ProblemList problems={problems} />
    </>
  );
}
