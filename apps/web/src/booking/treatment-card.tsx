import { Trans, useLingui } from '@lingui/react/macro';
import { addBlocker, type ApiProduct } from '@sabai/booking-journey';
import type { Catalog } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import type { GuestDraft } from '@sabai/state';
import { Money, Photo } from '@sabai/ui';
import styles from './booking.module.css';

export interface TreatmentCardProps {
  guest: GuestDraft;
  product: ApiProduct;
  catalog: Catalog;
  onToggle: (id: string) => void;
}

/** One treatment or package: price, duration, contents, and add or remove (with why it cannot be added). */
export function TreatmentCard({ guest, product, catalog, onToggle }: TreatmentCardProps) {
  const { t, i18n } = useLingui();
  const chosen = guest.treatments.includes(product.id);
  const blocker = chosen ? null : addBlocker(guest, product.id, catalog);
  const reasonId = `why-${guest.no}-${product.id}`;
  return (
    <li className={styles.product} data-testid="product" data-code={product.code}>
      <div className={styles.productHead}>
        {product.image && <Photo image={product.image} sizes="96px" className={styles.productPhoto} />}
        <h3 className={styles.productName}>{product.name}</h3>
        <Money amount={product.price} />
      </div>
      <p className={styles.hint}>
        <Trans>{product.duration} min</Trans>
        {product.description ? ` · ${product.description}` : ''}
      </p>
      {product.bundle.length > 0 && (
        <details className={styles.bundle}>
          <summary>
            <Trans>Package contents</Trans>
          </summary>
          <ul>
            {product.bundle.map((item) => (
              <li key={item.id}>
                {item.name} · <Trans>{item.duration} min</Trans>
              </li>
            ))}
          </ul>
        </details>
      )}
      {blocker && (
        <p id={reasonId} className={styles.hint}>
          {problemMessage(i18n, blocker)}
        </p>
      )}
      <button
        type="button"
        className={chosen ? styles.secondary : styles.primary}
        disabled={blocker !== null}
        aria-describedby={blocker ? reasonId : undefined}
        onClick={() => onToggle(product.id)}
      >
        {chosen ? t`Remove ${product.name}` : t`Add ${product.name}`}
      </button>
    </li>
  );
}
