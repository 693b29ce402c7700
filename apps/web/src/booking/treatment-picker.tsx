import { useLingui } from '@lingui/react/macro';
import { visibleProducts, type ApiBranch, type ApiProduct } from '@sabai/booking-journey';
import type { Catalog } from '@sabai/booking-rules';
import type { GuestDraft, ProductDraft } from '@sabai/state';
import styles from './booking.module.css';
import { TreatmentCard } from './treatment-card';
import { TreatmentFilters } from './treatment-filters';

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
  const { t } = useLingui();
  const list = visibleProducts(products, filters, view);

  const toggle = (id: string) =>
    onTreatmentsChange(
      guest.treatments.includes(id) ? guest.treatments.filter((x) => x !== id) : [...guest.treatments, id],
    );

  return (
    <section className={styles.picker} aria-labelledby={`picker-title-${guest.no}`}>
      <h2 id={`picker-title-${guest.no}`} className={styles.visuallyHidden}>
        {t`Treatments for guest ${guest.no}`}
      </h2>
      <TreatmentFilters guestNo={guest.no} filters={filters} view={view} onViewChange={onViewChange} />
      {list.length === 0 && <p className={styles.hint}>{t`No treatments match.`}</p>}
      <ul role="list" className={styles.products}>
        {list.map((product) => (
          <TreatmentCard
            key={product.id}
            guest={guest}
            product={product}
            catalog={catalog}
            onToggle={toggle}
          />
        ))}
      </ul>
    </section>
  );
}
