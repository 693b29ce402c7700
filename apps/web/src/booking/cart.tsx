import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '@sabai/i18n';
import type { ApiCourse, ApiProduct } from '@sabai/booking-journey';
import type { GuestDraft } from '@sabai/state';
import { Money } from '@sabai/ui';
import styles from './booking.module.css';
import { formatCourseItemId } from '@sabai/booking-rules';
import visit from './visit.module.css';
import type { ReactNode } from 'react';

export interface CartProps {
  guests: readonly GuestDraft[];
  products: readonly ApiProduct[];
  courses?: readonly ApiCourse[] | undefined;
}

/**
 * What each guest will have, in order, with prices (course items are paid by the course), and when the
 * guest's onsen and spa parts start when the visit includes the onsen.
 */
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
          <GuestTimes start={guest.start} />
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

function GuestTimes({ start }: { start: GuestDraft['start'] }) {
  const onsen = start.onsen ? formatTime(start.onsen) : null;
  const spa = start.spa ? formatTime(start.spa) : null;
  const parts: { key: string; at: string; text: ReactNode }[] = [];
  if (onsen) parts.push({ key: 'onsen', at: onsen, text: <Trans>Onsen at {onsen}</Trans> });
  if (spa) parts.push({ key: 'spa', at: spa, text: <Trans>Spa at {spa}</Trans> });
  // In the order of the visit: the earlier part first.
  parts.sort((a, b) => a.at.localeCompare(b.at));
  if (parts.length === 0) return null;
  return (
    <p className={visit.times} data-testid="guest-times">
      {parts.map((part, i) => (
        <span key={part.key}>
          {i > 0 && ' · '}
          {part.text}
        </span>
      ))}
    </p>
  );
}
