import { useLingui } from '@lingui/react/macro';
import type { ApiProduct } from '@sabai/booking-journey';
import type { GuestDraft } from '@sabai/state';
import styles from '../sale.module.css';

export interface OrderLinesProps {
  guests: readonly GuestDraft[];
  products: readonly ApiProduct[];
  time: string | null;
}

/** Who has what: each guest's treatments by name, and when the visit starts. */
export function OrderLines({ guests, products, time }: OrderLinesProps) {
  const { t } = useLingui();
  const names = new Map(products.map((p) => [p.id, p.name]));
  return (
    <section aria-labelledby="order-title">
      <h2 id="order-title">{time ? t`Your visit today at ${time.slice(0, 5)}` : t`Your visit today`}</h2>
      <ul className={styles.list}>
        {guests.map((guest) => (
          <li key={guest.no} data-testid="kiosk-order-guest">
            <strong>{guest.name.trim() || t`Guest ${guest.no}`}</strong>
            {': '}
            {guest.treatments
              .map((id) => names.get(id))
              .filter(Boolean)
              .join(', ')}
          </li>
        ))}
      </ul>
    </section>
  );
}
