import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '@sabai/i18n';
import { Money } from '@sabai/ui';
import { Link } from 'react-router';
import { SortHeader } from '../layout/sort-header';
import table from '../layout/table.module.css';
import type { DayRow, SortDirection, SortKey } from './day-rows';
import styles from './day-sheet.module.css';
import { useChannelLabel, useStateLabel } from './state-labels';

export interface DaySheetTableProps {
  rows: DayRow[];
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
}

function Guests({ row }: { row: DayRow }) {
  const { t } = useLingui();
  return (
    <ul className={styles.guests}>
      {row.guests.map((guest) => (
        <li key={guest.no}>
          <span className={styles.guestName}>{guest.name || t`Guest ${guest.no}`}</span>:{' '}
          {guest.treatments.join(', ')}
        </li>
      ))}
    </ul>
  );
}

/** The day's bookings, one row each; the booking number opens it. */
export function DaySheetTable({ rows, sort, onSort }: DaySheetTableProps) {
  const { t } = useLingui();
  const stateLabel = useStateLabel();
  const channelLabel = useChannelLabel();
  return (
    <table className={`${table.table} ${styles.table}`}>
      <caption className="visually-hidden">
        <Trans>Bookings of the day</Trans>
      </caption>
      <thead>
        <tr>
          <SortHeader label={t`Time`} column="time" sort={sort} onSort={onSort} />
          <th scope="col">{t`Booking no.`}</th>
          <th scope="col">{t`Contact`}</th>
          <th scope="col">{t`Guests`}</th>
          <SortHeader label={t`State`} column="state" sort={sort} onSort={onSort} />
          <th scope="col">{t`Channel`}</th>
          <th scope="col">{t`Paid`}</th>
          <th scope="col">{t`Owed`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-state={row.state}>
            <td className={table.nowrap}>
              {formatTime(row.time)}–{formatTime(row.end_time)}
            </td>
            <td>
              <Link to={`/booking/${row.id}`} className={styles.bookingLink}>
                {row.booking_no ?? t`(no number)`}
              </Link>
            </td>
            <td>{row.contact_name ?? '—'}</td>
            <td>
              <span className={styles.guestCount}>
                <Plural value={row.guest_count} one="# guest" other="# guests" />
              </span>
              <Guests row={row} />
            </td>
            <td>{stateLabel(row.state)}</td>
            <td>{channelLabel(row.channel)}</td>
            <td className={table.amount}>
              <Money amount={row.paid} />
            </td>
            <td className={table.amount}>
              <Money amount={row.owed} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
