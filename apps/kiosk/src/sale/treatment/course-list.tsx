import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiCourse } from '@sabai/booking-journey';
import { formatCourseItemId } from '@sabai/booking-rules';
import type { GuestDraft } from '@sabai/state';
import styles from '../sale.module.css';

export interface CourseListProps {
  guest: GuestDraft;
  /** The member's prepaid courses at this brand; none for a guest. */
  courses: readonly ApiCourse[];
  /** A promo code is in use: courses cannot be combined with it (docs/product-rules.md, Courses). */
  promoCode: string;
  onToggle: (itemId: string) => void;
}

/**
 * A member's prepaid courses on the kiosk, as on the web: each course's treatments are big toggles that add
 * an 'R…:C…' item, paid by the course; the rules engine checks the set's size as for any treatment.
 */
export function CourseList({ guest, courses, promoCode, onToggle }: CourseListProps) {
  const { t } = useLingui();
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby={`kiosk-courses-${guest.no}`}>
      <h2 id={`kiosk-courses-${guest.no}`}>
        <Trans>Your courses</Trans>
      </h2>
      {promoCode && <p className={styles.hint}>{t`A promo code cannot be combined with courses.`}</p>}
      <ul className={styles.list}>
        {courses.map((course) => (
          <li key={course.id} data-testid="kiosk-course">
            <p className={styles.lead}>{course.name}</p>
            <p className={styles.hint}>
              <Trans>
                {course.volume_available} of {course.volume_total} left · {course.treatments_per_set} per set
              </Trans>
            </p>
            <ul className={styles.list}>
              {course.bundle.map((item) => {
                const id = formatCourseItemId({ itemId: item.id, courseId: course.id });
                const chosen = guest.treatments.includes(id);
                const name = item.name;
                return (
                  <li key={id}>
                    <button
                      type="button"
                      className={styles.choice}
                      aria-pressed={chosen}
                      disabled={!chosen && promoCode !== ''}
                      onClick={() => onToggle(id)}
                    >
                      {t`${name} (from your course)`}
                    </button>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
