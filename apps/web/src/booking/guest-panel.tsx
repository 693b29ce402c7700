import { useLingui } from '@lingui/react/macro';
import {
  deriveGuest,
  withDefaultStarts,
  type ApiBranch,
  type ApiCourse,
  type ApiProduct,
} from '@sabai/booking-journey';
import type { Catalog, Problem } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import { productStateAtom, updateGuestAtom, type GuestDraft } from '@sabai/state';
import { fieldStyles } from '@sabai/ui/field-styles';
import { useAtom, useSetAtom } from 'jotai';
import styles from './booking.module.css';
import { CourseItems } from './course-items';
import { GuestItems } from './guest-items';
import { GuestSchedule } from './guest-schedule';
import { TreatmentPicker } from './treatment-picker';

/** The active guest's problems: the way-on button points here while they keep it disabled. */
export const GUEST_PROBLEMS_ID = 'guest-problems';

export interface GuestPanelProps {
  guest: GuestDraft;
  /** What is wrong with this guest's choice so far (shown under it). */
  problems: readonly Problem[];
  branch: ApiBranch;
  products: readonly ApiProduct[];
  courses: readonly ApiCourse[];
  catalog: Catalog;
  promoCode: string;
  bookingTime: string;
}

/**
 * The active guest's tab panel: name; what the guest has so far, its order, start times and problems, near
 * the top where a phone sees them; then the menu and the courses to choose from.
 */
export function GuestPanel(props: GuestPanelProps) {
  const { guest, problems, branch, products, courses, catalog, promoCode, bookingTime } = props;
  const [view, setView] = useAtom(productStateAtom);
  const updateGuest = useSetAtom(updateGuestAtom);
  const { t, i18n } = useLingui();
  const derived = deriveGuest(guest, catalog);
  const setTreatments = (treatments: string[]) =>
    updateGuest(guest.no, (g) => withDefaultStarts({ ...g, treatments }, catalog, bookingTime));

  return (
    <div role="tabpanel" id="guest-panel" aria-labelledby={`guest-tab-${guest.no}`} className={styles.panel}>
      <div className={fieldStyles.field}>
        <label htmlFor={`guest-name-${guest.no}`}>{t`Name of guest ${guest.no}`}</label>
        <input
          id={`guest-name-${guest.no}`}
          value={guest.name}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => updateGuest(guest.no, { name: e.target.value })}
        />
      </div>
      <GuestItems guestNo={guest.no} derived={derived} />
      {derived && (
        <GuestSchedule
          guest={guest}
          derived={derived}
          branch={branch}
          catalog={catalog}
          bookingTime={bookingTime}
        />
      )}
      {problems.length > 0 && (
        <ul className={styles.problem} role="alert" id={GUEST_PROBLEMS_ID}>
          {problems.map((p) => (
            <li key={p.code}>{problemMessage(i18n, p)}</li>
          ))}
        </ul>
      )}
      <TreatmentPicker
        guest={guest}
        products={products}
        filters={branch.product_filter}
        catalog={catalog}
        view={view}
        onViewChange={setView}
        onTreatmentsChange={setTreatments}
      />
      <CourseItems guest={guest} courses={courses} promoCode={promoCode} onTreatmentsChange={setTreatments} />
    </div>
  );
}
