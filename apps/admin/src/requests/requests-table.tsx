import { Plural, useLingui } from '@lingui/react/macro';
import type { GroupRequestOrder, GroupRequestsQuery } from '@sabai/graphql/staff';
import { formatDate, formatInstant, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { SortHeader } from '../layout/sort-header';
import table from '../layout/table.module.css';
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

/** One page of group requests; the contact's name opens the request. */
export function RequestsTable({ rows, sort, onSort }: TableProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const statusLabel = useRequestStatusLabel();
  const current = { key: sort.order, direction: sort.descending ? 'descending' : 'ascending' } as const;
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Group requests`}</caption>
      <thead>
        <tr>
          <SortHeader label={t`Asked`} column="asked" sort={current} onSort={onSort} />
          <SortHeader label={t`Party date`} column="party_date" sort={current} onSort={onSort} />
          <SortHeader label={t`Guests`} column="guests" sort={current} onSort={onSort} />
          <SortHeader label={t`Contact`} column="contact" sort={current} onSort={onSort} />
          <th scope="col">{t`Branch`}</th>
          <SortHeader label={t`Status`} column="status" sort={current} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-status={row.status}>
            <td className={table.nowrap}>{formatInstant(row.created_at, locale, row.branch.time_zone)}</td>
            <td className={table.nowrap}>
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
