import { Trans, useLingui } from '@lingui/react/macro';
import type { RefundQueueItemFieldsFragment, RefundResolution } from '@sabai/graphql/staff';
import { formatDate, formatInstant, formatTime } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { Money } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useWordLabel } from '../booking/booking-labels';
import { useStateLabel } from '../day/state-labels';
import { SortHeader, type SortDirection } from '../layout/sort-header';
import table from '../layout/table.module.css';
import { useRefundReason, useResolutionLabel } from './refund-labels';
import styles from './refunds.module.css';

export type RefundRow = RefundQueueItemFieldsFragment;
export type RefundSortKey = 'received' | 'amount';
export interface RefundSort {
  key: RefundSortKey;
  direction: SortDirection;
}

export interface RefundsTableProps {
  rows: RefundRow[];
  sort: RefundSort;
  onSort: (key: RefundSortKey) => void;
  busy: boolean;
  onResolve: (row: RefundRow, via: RefundResolution) => void;
}

const ORDER: RefundResolution[] = ['honour', 'gateway', 'wallet'];

/** What came in, and the wallet and points the order had meant to use (never taken, so not refunded). */
function Amount({ row }: { row: RefundRow }) {
  return (
    <>
      <Money amount={row.gateway_amount} />
      {row.wallet_amount > 0 && (
        <div className={styles.part}>
          <Trans>
            Wallet <Money amount={row.wallet_amount} /> (not taken)
          </Trans>
        </div>
      )}
      {row.points_value > 0 && (
        <div className={styles.part}>
          <Trans>
            Points <Money amount={row.points_value} /> (not taken)
          </Trans>
        </div>
      )}
    </>
  );
}

/** One queued payment: when, which booking, who, how much, why, and the ways out. */
function RefundRowView({
  row,
  busy,
  onResolve,
}: { row: RefundRow } & Pick<RefundsTableProps, 'busy' | 'onResolve'>) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const stateLabel = useStateLabel();
  const word = useWordLabel();
  const reason = useRefundReason();
  const resolution = useResolutionLabel();
  return (
    <tr>
      <td className={table.nowrap}>{formatInstant(row.received_at, locale, row.branch.time_zone)}</td>
      <td>
        <Link to={`/booking/${row.booking_id}`} className={styles.bookingLink}>
          {row.booking_no ?? t`(no number)`}
        </Link>
        <div>{stateLabel(row.booking_state)}</div>
        <div className={styles.part}>
          {row.branch.name}, {formatDate(row.date, locale)} {formatTime(row.time)}
        </div>
      </td>
      <td>
        <div>{row.contact_name ?? '—'}</div>
        {row.contact_phone && <div>{row.contact_phone}</div>}
        {row.contact_email && <div>{row.contact_email}</div>}
      </td>
      <td>{word(row.method)}</td>
      <td className={table.amount}>
        <Amount row={row} />
      </td>
      <td>{reason(row.reason)}</td>
      <td>
        <div
          className={styles.actions}
          role="group"
          aria-label={t`Actions for ${row.booking_no ?? row.payment_id}`}
        >
          {ORDER.filter((via) => row.actions.includes(via)).map((via) => (
            <button
              key={via}
              type="button"
              className={via === 'honour' ? styles.primary : styles.secondary}
              disabled={busy}
              onClick={() => onResolve(row, via)}
            >
              {resolution(via)}
            </button>
          ))}
        </div>
      </td>
    </tr>
  );
}

/** The queued payments, one row each, with the ways out the server allows. */
export function RefundsTable({ rows, sort, onSort, busy, onResolve }: RefundsTableProps) {
  const { t } = useLingui();
  return (
    <table className={table.table}>
      <caption className="visually-hidden">
        <Trans>Payments to refund</Trans>
      </caption>
      <thead>
        <tr>
          <SortHeader label={t`Received`} column="received" sort={sort} onSort={onSort} />
          <th scope="col">{t`Booking`}</th>
          <th scope="col">{t`Contact`}</th>
          <th scope="col">{t`Method`}</th>
          <SortHeader label={t`Amount`} column="amount" sort={sort} onSort={onSort} />
          <th scope="col">{t`Reason`}</th>
          <th scope="col">{t`Actions`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <RefundRowView key={row.payment_id} row={row} busy={busy} onResolve={onResolve} />
        ))}
      </tbody>
    </table>
  );
}
