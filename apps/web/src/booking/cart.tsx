import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiCourse, ApiProduct } from '@sabai/booking-journey';
import type { GuestDraft } from '@sabai/state';
import { Money } from '@sabai/ui';
import styles from './booking.module.css';
import { formatCourseItemId } from '@sabai/booking-rules';

export interface CartProps {
  guests: readonly GuestDraft[];
  products: readonly ApiProduct[];
  courses?: readonly ApiCourse[] | undefined;
}

/** What each guest will have, in order, with prices (course items are paid by the course). */
export function Cart({ guests, products, courses = [] }: CartProps) {
  const { t } = useLingui();
  const byId = new Map<string, { name: string; price: number }>(products.map((p) => [p.id, p]));
  for (const course of courses) {
    for (const item of course.bundle) {
      const id = formatCourseItemId({ itemId: item.id, courseId: course.id });
      byId.set(id, { name: `${item.name} (${course.name})`, price: 0 });
    }
  }
  return (
    <section aria-labelledby="cart-title" className={styles.cart}>
      <h2 id="cart-title">
        <Trans>Your booking</Trans>
      </h2>
      {guests.map((guest) => (
        <div key={guest.no} className={styles.cartGuest}>
          <h3>{guest.name.trim() || t`Guest ${guest.no}`}</h3>
          <ul>
            {guest.treatments.map((id) => {
              const product = byId.get(id);
              return (
                <li key={id}>
                  <span>{product?.name ?? id}</span>
                  {product && <Money amount={product.price} />}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
