// A sortable column's header for the back office's lists: the header says which way the list is sorted
// (aria-sort) and its button sorts by the column; the arrows only repeat that for the eye.
import styles from './table.module.css';

export type SortDirection = 'ascending' | 'descending';

export interface SortHeaderProps<Column extends string> {
  label: string;
  column: Column;
  /** The column the list is sorted by now, and which way. */
  sort: { key: Column; direction: SortDirection };
  onSort: (column: Column) => void;
}

export function SortHeader<Column extends string>({ label, column, sort, onSort }: SortHeaderProps<Column>) {
  const active = sort.key === column;
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" className={styles.sort} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}</span>
      </button>
    </th>
  );
}
