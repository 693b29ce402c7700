import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiBranch } from '@sabai/booking-journey';
import type { ProductDraft, ProductSort } from '@sabai/state';
import styles from './booking.module.css';
import { fieldStyles } from '@sabai/ui/field-styles';

export interface TreatmentFiltersProps {
  /** The guest the list is for (the fields' ids). */
  guestNo: number;
  filters: ApiBranch['product_filter'];
  view: Pick<ProductDraft, 'filter' | 'sort' | 'search'>;
  onViewChange: (view: Partial<ProductDraft>) => void;
}

/** The branch's filter chips, the search field and the sort order of the treatment list. */
export function TreatmentFilters({ guestNo, filters, view, onViewChange }: TreatmentFiltersProps) {
  const { t } = useLingui();
  const sorts: [ProductSort, string][] = [
    ['default', t`Recommended`],
    ['price_asc', t`Price: low to high`],
    ['price_desc', t`Price: high to low`],
    ['duration', t`Duration`],
    ['name', t`Name`],
  ];
  return (
    <>
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
        <div className={fieldStyles.field}>
          <label htmlFor={`search-${guestNo}`}>{t`Search`}</label>
          <input
            id={`search-${guestNo}`}
            type="search"
            value={view.search}
            onChange={(e) => onViewChange({ search: e.target.value })}
          />
        </div>
        <div className={fieldStyles.field}>
          <label htmlFor={`sort-${guestNo}`}>{t`Sort by`}</label>
          <select
            id={`sort-${guestNo}`}
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
    </>
  );
}
