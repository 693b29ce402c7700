import { useLingui } from '@lingui/react/macro';
import type { RevenueReportQuery } from '@sabai/graphql/staff';
import { formatDate, formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import table from '../layout/table.module.css';
import { downloadCsv, toCsv } from './csv';
import type { ReportRange } from './report-filter';
import { useChannelLabel, useMethodLabel } from './report-labels';
import styles from './reports.module.css';

type Report = RevenueReportQuery['revenueReport'];
type Row = Report['rows'][number];

/** The columns, as the table and the CSV name them. */
function useColumns() {
  const { t } = useLingui();
  return [
    t`Date`,
    t`Branch`,
    t`Channel`,
    t`Payment method`,
    t`Paid`,
    t`From wallets`,
    t`Refunded`,
    t`Bookings`,
  ];
}

/** The report's sums, the CSV's button, and its rows. */
export function RevenueTable({ report, range }: { report: Report; range: ReportRange }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const channel = useChannelLabel();
  const method = useMethodLabel();
  const columns = useColumns();
  const money = (amount: number) => formatMoney(amount, locale);
  const download = () =>
    downloadCsv(
      `revenue-${range.from}-${range.to}.csv`,
      toCsv(
        columns,
        report.rows.map((r) => [
          r.date,
          r.branch_name,
          channel(r.channel),
          method(r.method),
          r.paid.toFixed(2),
          r.wallet.toFixed(2),
          r.refunded.toFixed(2),
          r.bookings,
        ]),
      ),
    );
  return (
    <section aria-labelledby="revenue-title">
      <h2 id="revenue-title" className="visually-hidden">
        {t`Revenue by day`}
      </h2>
      <dl className={styles.sums}>
        <dt>{t`Paid`}</dt>
        <dd>{money(report.paid)}</dd>
        <dt>{t`From wallets`}</dt>
        <dd>{money(report.wallet)}</dd>
        <dt>{t`Refunded`}</dt>
        <dd>{money(report.refunded)}</dd>
        <dt>{t`Still owed at the branch`}</dt>
        <dd>{money(report.owed)}</dd>
      </dl>
      <button
        type="button"
        className={styles.download}
        onClick={download}
        disabled={report.rows.length === 0}
      >
        {t`Download CSV`}
      </button>
      {report.rows.length === 0 ? (
        <p role="status">{t`No payments in these days.`}</p>
      ) : (
        <RowsTable rows={report.rows} columns={columns} />
      )}
    </section>
  );
}

function RowsTable({ rows, columns }: { rows: Row[]; columns: string[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const channel = useChannelLabel();
  const method = useMethodLabel();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Revenue by day`}</caption>
      <thead>
        <tr>
          {columns.map((label, i) => (
            <th key={label} scope="col" className={i >= 4 ? table.amount : undefined}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.date}|${r.branch_id}|${r.channel}|${r.method}`}>
            <td className={table.nowrap}>
              <time dateTime={r.date}>{formatDate(r.date, locale)}</time>
            </td>
            <td>{r.branch_name}</td>
            <td>{channel(r.channel)}</td>
            <td>{method(r.method)}</td>
            <td className={table.amount}>{money(r.paid)}</td>
            <td className={table.amount}>{money(r.wallet)}</td>
            <td className={table.amount}>{money(r.refunded)}</td>
            <td className={table.amount}>{r.bookings}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
