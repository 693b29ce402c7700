import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiCourse } from '@sabai/booking-journey';
import { formatCourseItemId } from '@sabai/booking-rules';
import type { GuestDraft } from '@sabai/state';
import styles from './booking.module.css';

export interface CourseItemsProps {
  guest: GuestDraft;
  courses: readonly ApiCourse[];
  /** A promo code is in use: courses cannot be combined with it (docs/product-rules.md, Courses). */
  promoCode: string;
  onTreatmentsChange: (treatments: string[]) => void;
}

/** The member's prepaid courses: their treatments are added as 'R…:C…' items, paid by the course. */
export function CourseItems({ guest, courses, promoCode, onTreatmentsChange }: CourseItemsProps) {
  const { t } = useLingui();
  if (courses.length === 0) return null;
  return (
    <section className={styles.picker} aria-labelledby={`courses-title-${guest.no}`}>
      <h2 id={`courses-title-${guest.no}`} className={styles.subtitle}>
        <Trans>Your courses</Trans>
      </h2>
      {promoCode && <p className={styles.hint}>{t`A promo code cannot be combined with courses.`}</p>}
      <ul role="list" className={styles.products}>
        {courses.map((course) => (
          <li key={course.id} className={styles.product} data-testid="course">
            <h3 className={styles.productName}>{course.name}</h3>
            <p className={styles.hint}>
              <Trans>
                {course.volume_available} of {course.volume_total} left · {course.treatments_per_set} per set
              </Trans>
            </p>
            {course.bundle.map((item) => {
              const id = formatCourseItemId({ itemId: item.id, courseId: course.id });
              const chosen = guest.treatments.includes(id);
              return (
                <button
                  key={id}
                  type="button"
                  className={chosen ? styles.secondary : styles.primary}
                  disabled={!chosen && promoCode !== ''}
                  onClick={() =>
                    onTreatmentsChange(
                      chosen ? guest.treatments.filter((x) => x !== id) : [...guest.treatments, id],
                    )
                  }
                >
                  {chosen ? t`Remove ${item.name} (course)` : t`Add ${item.name} from the course`}
                </button>
              );
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
