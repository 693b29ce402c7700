import { Plural, useLingui } from '@lingui/react/macro';
import type { GroupRequestOrder, GroupRequestsQuery } from '@sabai/graphql/staff';
import { formatDate, formatInstant, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useRequestStatusLabel } from './request-labels';
import styles from './requests.module.css';

export type RequestRow = GroupRequestsQuery['groupRequests']['items'][number];
export interface RequestSort {
  order: GroupRequestOrder;
  descending: boolean;
}

interface TableProps {
  rows: RequestRow[];
  sort: RequestSort;
  onSort: (order: GroupRequestOrder) => void;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
}: { label: string; column: GroupRequestOrder } & Omit<TableProps, 'rows'>) {
  const active = sort.order === column;
  const direction = sort.descending ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ? direction : 'none'}>
      <button type="button" className={styles.sort} onClick={() => onSort(column)}>
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? ' ▼' : ' ▲') : ' ↕'}</span>
      </button>
    </th>
  );
}

/** One page of group requests; the contact's name opens the request. */
export function RequestsTable({ rows, sort, onSort }: TableProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const statusLabel = useRequestStatusLabel();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t`Group requests`}</caption>
      <thead>
        <tr>
          <SortHeader label={t`Asked`} column="asked" sort={sort} onSort={onSort} />
          <SortHeader label={t`Party date`} column="party_date" sort={sort} onSort={onSort} />
          <SortHeader label={t`Guests`} column="guests" sort={sort} onSort={onSort} />
          <SortHeader label={t`Contact`} column="contact" sort={sort} onSort={onSort} />
          <th scope="col">{t`Branch`}</th>
          <SortHeader label={t`Status`} column="status" sort={sort} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-status={row.status}>
            <td className={styles.nowrap}>{formatInstant(row.created_at, locale, row.branch.time_zone)}</td>
            <td className={styles.nowrap}>
              {formatDate(row.date, locale)}
              {row.time ? ` ${formatTime(row.time)}` : ''}
            </td>
            <td>
              <Plural value={row.guest_count} one="# guest" other="# guests" />
            </td>
            <td>
              <Link to={`/requests/${row.id}`} className={styles.open}>
                {row.contact_name}
              </Link>
              <br />
              {row.contact_phone} · {row.contact_email}
            </td>
            <td>{row.branch.name}</td>
            <td>{statusLabel(row.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
