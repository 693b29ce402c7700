// The promotion usage report (docs/product-rules.md, Reports): each code's bookings paid in the range, the
// discounts they got and what they came to, and the table as CSV.
import { useLingui } from '@lingui/react/macro';
import { PromotionReportDocument, type PromotionReportQuery } from '@sabai/graphql/staff';
import { formatMoney } from '@sabai/i18n';
import type { ReportRange } from './report-range';
import { ReportTable, type Column } from './report-table';
import { useReport } from './use-report';

type Row = PromotionReportQuery['promotionReport'][number];

function useColumns(): Column<Row>[] {
  const { t } = useLingui();
  const money = (label: string, key: 'discount' | 'grand_total'): Column<Row> => ({
    label,
    csv: (r) => r[key].toFixed(2),
    cell: (r) => formatMoney(r[key]),
    figure: true,
  });
  return [
    { label: t`Code`, csv: (r) => r.code },
    { label: t`Campaign`, csv: (r) => r.campaign ?? '' },
    { label: t`Bookings`, csv: (r) => r.bookings, figure: true },
    money(t`Discounts given`, 'discount'),
    money(t`Bookings' total after discount`, 'grand_total'),
  ];
}

export function PromotionReport({ range }: { range: ReportRange }) {
  const { t } = useLingui();
  const columns = useColumns();
  const [data, state] = useReport(PromotionReportDocument, {
    from: range.from,
    to: range.to,
    branch_id: range.branchId,
  });
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{t`Promotion usage`}</h2>
      {state}
      {data && (
        <ReportTable
          caption={t`Promotion usage`}
          file="promotions"
          range={range}
          columns={columns}
          rows={data.promotionReport}
          rowKey={(r) => r.code}
          empty={t`No promotion codes were used in these days.`}
        />
      )}
    </section>
  );
}
