import { Trans, useLingui } from '@lingui/react/macro';
import { addBlocker, visibleProducts, type ApiBranch, type ApiProduct } from '@sabai/booking-journey';
import type { Catalog } from '@sabai/booking-rules';
import { problemMessage } from '@sabai/i18n';
import type { GuestDraft, ProductDraft, ProductSort } from '@sabai/state';
import { Money } from '@sabai/ui';
import styles from './booking.module.css';

export interface TreatmentPickerProps {
  guest: GuestDraft;
  products: readonly ApiProduct[];
  filters: ApiBranch['product_filter'];
  catalog: Catalog;
  view: Pick<ProductDraft, 'filter' | 'sort' | 'search'>;
  onViewChange: (view: Partial<ProductDraft>) => void;
  onTreatmentsChange: (treatments: string[]) => void;
}

/** The branch's treatments and packages for one guest, with filters, sorting and search. */
export function TreatmentPicker(props: TreatmentPickerProps) {
  const { guest, products, filters, catalog, view, onViewChange, onTreatmentsChange } = props;
  const { t, i18n } = useLingui();
  const list = visibleProducts(products, filters, view);
  const sorts: [ProductSort, string][] = [
    ['default', t`Recommended`],
    ['price_asc', t`Price: low to high`],
    ['price_desc', t`Price: high to low`],
    ['duration', t`Duration`],
    ['name', t`Name`],
  ];

  const toggle = (id: string) =>
    onTreatmentsChange(
      guest.treatments.includes(id) ? guest.treatments.filter((x) => x !== id) : [...guest.treatments, id],
    );

  return (
    <section className={styles.picker} aria-labelledby={`picker-title-${guest.no}`}>
      <h2 id={`picker-title-${guest.no}`} className={styles.visuallyHidden}>
        {t`Treatments for guest ${guest.no}`}
      </h2>
      <div className={styles.filters} role="group" aria-label={t`Filter treatments`}>
        <button
          type="button"
          className={styles.chip}
          aria-pressed={view.filter === null}
          onClick={() => onViewChange({ filter: null })}
        >
          <Trans>All</Trans>
        </button>
        {filters.map((f) => (
          <button
            key={f.id}
            type="button"
            className={styles.chip}
            aria-pressed={view.filter === f.id}
            onClick={() => onViewChange({ filter: f.id })}
          >
            {f.name}
          </button>
        ))}
      </div>
      <div className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor={`search-${guest.no}`}>{t`Search`}</label>
          <input
            id={`search-${guest.no}`}
            type="search"
            value={view.search}
            onChange={(e) => onViewChange({ search: e.target.value })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`sort-${guest.no}`}>{t`Sort by`}</label>
          <select
            id={`sort-${guest.no}`}
            value={view.sort}
            onChange={(e) => onViewChange({ sort: e.target.value as ProductSort })}
          >
            {sorts.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.length === 0 && <p className={styles.hint}>{t`No treatments match.`}</p>}
      <ul role="list" className={styles.products}>
        {list.map((product) => {
          const chosen = guest.treatments.includes(product.id);
          const blocker = chosen ? null : addBlocker(guest, product.id, catalog);
          const reasonId = `why-${guest.no}-${product.id}`;
          return (
            <li key={product.id} className={styles.product} data-testid="product" data-code={product.code}>
              <div className={styles.productHead}>
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
                onClick={() => toggle(product.id)}
              >
                {chosen ? t`Remove ${product.name}` : t`Add ${product.name}`}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
