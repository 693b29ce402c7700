import { Trans, useLingui } from '@lingui/react/macro';
import { addBlocker, visibleProducts, type ApiProduct } from '@sabai/booking-journey';
import type { Catalog } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import { emptyProductState, type GuestDraft } from '@sabai/state';
import { Money, Photo } from '@sabai/ui';
import styles from '../sale.module.css';

export interface TreatmentListProps {
  guest: GuestDraft;
  products: readonly ApiProduct[];
  catalog: Catalog;
  onToggle: (productId: string) => void;
}

/**
 * The branch's menu for one guest, each treatment a big toggle; one the rules refuse for this guest (a second
 * onsen entry, say) is disabled with the rule's reason under it.
 */
export function TreatmentList({ guest, products, catalog, onToggle }: TreatmentListProps) {
  const { t, i18n } = useLingui();
  const menu = visibleProducts(products, [], emptyProductState);
  return (
    <ul className={styles.list} aria-label={t`Treatments`}>
      {menu.map((product) => {
        const chosen = guest.treatments.includes(product.id);
        const blocker = chosen ? null : addBlocker(guest, product.id, catalog);
        const reasonId = `why-${guest.no}-${product.id}`;
        return (
          <li key={product.id}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={chosen}
              disabled={blocker !== null}
              aria-describedby={blocker ? reasonId : undefined}
              data-testid="kiosk-product"
              data-code={product.code}
              onClick={() => onToggle(product.id)}
            >
              {product.image && <Photo image={product.image} sizes="128px" className={styles.photo} />}
              <span className={styles.choiceName}>
                {product.name}
                <br />
                <span className={styles.hint}>
                  <Trans>{product.duration} min</Trans>
                </span>
              </span>
              <Money amount={product.price} />
            </button>
            {blocker && (
              <p id={reasonId} className={styles.hint}>
                {problemMessage(i18n, blocker)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
