// The bookings report (docs/product-rules.md, Reports): what became of the bookings dated in the range, by day,
// branch and channel, with the range's sums, a chart of the days, and the table as CSV.
import { useLingui } from '@lingui/react/macro';
import { BookingsReportDocument, type BookingsReportQuery } from '@sabai/graphql/staff';
import { formatDate } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { DayChart } from './day-chart';
import type { ReportRange } from './report-range';
import { useChannelLabel } from './report-labels';
import { ReportTable, type Column } from './report-table';
import { useReport } from './use-report';
import styles from './reports.module.css';

type Row = BookingsReportQuery['bookingsReport'][number];
type Count = 'paid' | 'guests' | 'visited' | 'no_shows' | 'cancelled' | 'lapsed';

function useColumns(): Column<Row>[] {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const channel = useChannelLabel();
  const count = (label: string, key: Count): Column<Row> => ({ label, csv: (r) => r[key], figure: true });
  return [
    {
      label: t`Date`,
      csv: (r) => r.date,
      cell: (r) => <time dateTime={r.date}>{formatDate(r.date, locale)}</time>,
    },
    { label: t`Branch`, csv: (r) => r.branch_name },
    { label: t`Channel`, csv: (r) => channel(r.channel) },
    count(t`Paid bookings`, 'paid'),
    count(t`Guests`, 'guests'),
    count(t`Visits`, 'visited'),
    count(t`No-shows`, 'no_shows'),
    count(t`Cancelled`, 'cancelled'),
    count(t`Holds lapsed unpaid`, 'lapsed'),
  ];
}

const sum = (rows: readonly Row[], key: Count) => rows.reduce((total, row) => total + row[key], 0);

export function BookingsReport({ range }: { range: ReportRange }) {
  const { t } = useLingui();
  const columns = useColumns();
  const [data, state] = useReport(BookingsReportDocument, {
    from: range.from,
    to: range.to,
    branch_id: range.branchId,
  });
  const rows = data?.bookingsReport ?? [];
  const days = [...new Set(rows.map((r) => r.date))];
  const byDay = (key: Count) =>
    days.map((day) =>
      sum(
        rows.filter((r) => r.date === day),
        key,
      ),
    );
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{t`Bookings`}</h2>
      {state}
      {data && (
        <>
          <dl className={styles.sums}>
            <dt>{t`Paid bookings`}</dt>
            <dd>{sum(rows, 'paid')}</dd>
            <dt>{t`Guests`}</dt>
            <dd>{sum(rows, 'guests')}</dd>
            <dt>{t`No-shows`}</dt>
            <dd>{sum(rows, 'no_shows')}</dd>
            <dt>{t`Cancelled`}</dt>
            <dd>{sum(rows, 'cancelled')}</dd>
          </dl>
          {rows.length > 0 && (
            <DayChart
              title={t`Bookings by day`}
              days={days}
              series={[
                { label: t`Paid bookings`, values: byDay('paid') },
                { label: t`No-shows`, values: byDay('no_shows') },
                { label: t`Cancelled`, values: byDay('cancelled') },
              ]}
            />
          )}
          <ReportTable
            caption={t`Bookings by day`}
            file="bookings"
            range={range}
            columns={columns}
            rows={rows}
            rowKey={(r) => `${r.date}|${r.branch_id}|${r.channel}`}
            empty={t`No bookings in these days.`}
          />
        </>
      )}
    </section>
  );
}
