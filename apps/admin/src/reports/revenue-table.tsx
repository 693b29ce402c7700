import { useLingui } from '@lingui/react/macro';
import type { RevenueReportQuery } from '@sabai/graphql/staff';
import { formatDate, formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import type { ReportRange } from './report-range';
import { useChannelLabel, useMethodLabel } from './report-labels';
import { ReportTable, type Column } from './report-table';
import styles from './reports.module.css';

type Report = RevenueReportQuery['revenueReport'];
type Row = Report['rows'][number];

/** The columns, as the table and the CSV show them. */
function useColumns(): Column<Row>[] {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const channel = useChannelLabel();
  const method = useMethodLabel();
  const money = (label: string, key: 'paid' | 'wallet' | 'refunded'): Column<Row> => ({
    label,
    csv: (r) => r[key].toFixed(2),
    cell: (r) => formatMoney(r[key]),
    figure: true,
  });
  return [
    {
      label: t`Date`,
      csv: (r) => r.date,
      cell: (r) => <time dateTime={r.date}>{formatDate(r.date, locale)}</time>,
    },
    { label: t`Branch`, csv: (r) => r.branch_name },
    { label: t`Channel`, csv: (r) => channel(r.channel) },
    { label: t`Payment method`, csv: (r) => method(r.method) },
    money(t`Paid`, 'paid'),
    money(t`From wallets`, 'wallet'),
    money(t`Refunded`, 'refunded'),
    { label: t`Bookings`, csv: (r) => r.bookings, figure: true },
  ];
}

/** The report's sums, the CSV's button, and its rows. */
export function RevenueTable({ report, range }: { report: Report; range: ReportRange }) {
  const { t } = useLingui();
  const money = (amount: number) => formatMoney(amount);
  const columns = useColumns();
  return (
    <>
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
      <ReportTable
        caption={t`Revenue by day`}
        file="revenue"
        range={range}
        columns={columns}
        rows={report.rows}
        rowKey={(r) => `${r.date}|${r.branch_id}|${r.channel}|${r.method}`}
        empty={t`No payments in these days.`}
      />
    </>
  );
}
