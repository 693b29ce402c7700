// The revenue report (docs/product-rules.md, Reports): money by day, branch, channel and method with its sums,
// a chart of the days, and the table as CSV.
import { useLingui } from '@lingui/react/macro';
import { RevenueReportDocument } from '@sabai/graphql/staff';
import { DayChart } from './day-chart';
import type { ReportRange } from './report-range';
import { RevenueTable } from './revenue-table';
import { useReport } from './use-report';

/** Sums a figure of the rows per day, in the days' order. */
function perDay<Row extends { date: string }>(rows: readonly Row[], figure: (row: Row) => number) {
  const days = new Map<string, number>();
  for (const row of rows) days.set(row.date, (days.get(row.date) ?? 0) + figure(row));
  return days;
}

export function RevenueReport({ range }: { range: ReportRange }) {
  const { t } = useLingui();
  const [data, state] = useReport(RevenueReportDocument, {
    from: range.from,
    to: range.to,
    branch_id: range.branchId,
  });
  const report = data?.revenueReport;
  const paid = perDay(report?.rows ?? [], (row) => row.paid);
  const refunded = perDay(report?.rows ?? [], (row) => row.refunded);
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{t`Revenue`}</h2>
      {state}
      {report && report.rows.length > 0 && (
        <DayChart
          title={t`Paid and refunded by day`}
          days={[...paid.keys()]}
          series={[
            { label: t`Paid`, values: [...paid.values()], money: true },
            {
              label: t`Refunded`,
              values: [...paid.keys()].map((day) => refunded.get(day) ?? 0),
              money: true,
            },
          ]}
        />
      )}
      {report && <RevenueTable report={report} range={range} />}
    </section>
  );
}
