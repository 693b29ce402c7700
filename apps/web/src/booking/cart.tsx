import { Trans, useLingui } from '@lingui/react/macro';
import type { GuestDraft } from '@sabai/state';
import { Money } from '@sabai/ui';
import styles from './booking.module.css';
import type { ApiProduct } from './catalog';

/** What each guest will have, in order, with prices. */
export function Cart({
  guests,
  products,
}: {
  guests: readonly GuestDraft[];
  products: readonly ApiProduct[];
}) {
  const { t } = useLingui();
  const byId = new Map(products.map((p) => [p.id, p]));
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
