import { useLingui } from '@lingui/react/macro';
import type { KioskDeviceFieldsFragment } from '@sabai/graphql/staff';
import { formatInstant } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useDeviceStateLabel } from './device-labels';
import { SortHeader } from '../layout/sort-header';
import table from '../layout/table.module.css';
import styles from './devices.module.css';

export type DeviceRow = KioskDeviceFieldsFragment;
export type DeviceOrder = 'name' | 'state' | 'created_at' | 'paired_at' | 'last_seen_at';
export interface DeviceSort {
  order: DeviceOrder;
  descending: boolean;
}

interface DevicesTableProps {
  rows: DeviceRow[];
  sort: DeviceSort;
  onSort: (order: DeviceOrder) => void;
  /** The branch's zone: the times read as the branch's clock shows them. */
  timeZone: string;
  busy: boolean;
  onRevoke: (row: DeviceRow) => void;
}

/** Live first (waiting, paired), then revoked: the order of the State column. */
const STATE_RANK = { waiting: 0, paired: 1, revoked: 2 } as const;

/** The branch's devices in the order asked; a device never paired or seen sorts as the oldest. */
export function sortDevices(rows: readonly DeviceRow[], { order, descending }: DeviceSort): DeviceRow[] {
  const key = (row: DeviceRow): string | number => {
    if (order === 'state') return STATE_RANK[row.state];
    if (order === 'name') return row.name.toLocaleLowerCase();
    return row[order] ?? '';
  };
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    const by = ka < kb ? -1 : ka > kb ? 1 : 0;
    return descending ? -by : by;
  });
}

/** The branch's kiosks: name, state, when made, paired and last seen, and Revoke for a live one. */
export function DevicesTable({ rows, sort, onSort, timeZone, busy, onRevoke }: DevicesTableProps) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const stateLabel = useDeviceStateLabel();
  const bySort = { key: sort.order, direction: sort.descending ? 'descending' : 'ascending' } as const;
  const when = (at: string | null | undefined) =>
    at ? <time dateTime={at}>{formatInstant(at, locale, timeZone)}</time> : <span>—</span>;
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Kiosk devices`}</caption>
      <thead>
        <tr>
          <SortHeader label={t`Name`} column="name" sort={bySort} onSort={onSort} />
          <SortHeader label={t`State`} column="state" sort={bySort} onSort={onSort} />
          <SortHeader label={t`Made`} column="created_at" sort={bySort} onSort={onSort} />
          <SortHeader label={t`Paired`} column="paired_at" sort={bySort} onSort={onSort} />
          <SortHeader label={t`Last seen`} column="last_seen_at" sort={bySort} onSort={onSort} />
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.id}
            data-state={row.state}
            className={row.state === 'revoked' ? styles.revoked : undefined}
          >
            <td>{row.name}</td>
            <td>{stateLabel(row.state)}</td>
            <td className={table.nowrap}>{when(row.created_at)}</td>
            <td className={table.nowrap}>{when(row.paired_at)}</td>
            <td className={table.nowrap}>{when(row.last_seen_at)}</td>
            <td>
              {row.state !== 'revoked' && (
                <button
                  type="button"
                  className={styles.revoke}
                  disabled={busy}
                  aria-label={t`Revoke ${row.name}`}
                  onClick={() => onRevoke(row)}
                >
                  {t`Revoke`}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
