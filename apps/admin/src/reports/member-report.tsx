// The members report (docs/product-rules.md, Reports): members by tier, and what the deployment owes them at the
// range's end (wallets and points) with the ledgers' movements within it; the tiers as CSV.
import { useLingui } from '@lingui/react/macro';
import { MemberReportDocument, type MemberReportQuery } from '@sabai/graphql/staff';
import { formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import type { ReportRange } from './report-range';
import { ReportTable, type Column } from './report-table';
import { useReport } from './use-report';
import styles from './reports.module.css';

type Report = MemberReportQuery['memberReport'];
type Tier = Report['tiers'][number];

function Figures({ title, figures }: { title: string; figures: [string, string][] }) {
  return (
    <>
      <h3>{title}</h3>
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Ledgers({ report }: { report: Report }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const money = (amount: number) => formatMoney(amount);
  const points = (count: number) => count.toLocaleString(locale === 'zh' ? 'zh-CN' : locale);
  return (
    <>
      <Figures
        title={t`Wallets`}
        figures={[
          [t`Owed to members at the end`, money(report.wallet_balance)],
          [t`Topped up`, money(report.wallet_top_ups)],
          [t`Spent on bookings`, money(-report.wallet_spent)],
          [t`Refunded to wallets`, money(report.wallet_refunds)],
          [t`Corrections`, money(report.wallet_adjustments)],
        ]}
      />
      <Figures
        title={t`Points`}
        figures={[
          [t`Not yet used at the end`, points(report.points_balance)],
          [t`Earned`, points(report.points_earned)],
          [t`Redeemed`, points(-report.points_redeemed)],
          [t`Expired`, points(-report.points_expired)],
          [t`Corrections`, points(report.points_adjusted)],
        ]}
      />
    </>
  );
}

export function MemberReport({ range }: { range: ReportRange }) {
  const { t } = useLingui();
  const [data, state] = useReport(MemberReportDocument, { from: range.from, to: range.to });
  const columns: Column<Tier>[] = [
    { label: t`Tier`, csv: (r) => r.tier_name },
    { label: t`Members at the end`, csv: (r) => r.members, figure: true },
    { label: t`Joined in these days`, csv: (r) => r.joined, figure: true },
  ];
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">{t`Members`}</h2>
      <p className={styles.legend}>
        {t`Member accounts, wallets and points serve every brand of this Sabai, so these figures are the same from every brand.`}
      </p>
      {state}
      {data && (
        <>
          <h3>{t`Tiers`}</h3>
          <ReportTable
            caption={t`Members by tier`}
            file="members"
            range={range}
            columns={columns}
            rows={data.memberReport.tiers}
            rowKey={(r) => r.tier_id}
            empty={t`There are no tiers.`}
          />
          <Ledgers report={data.memberReport} />
        </>
      )}
    </section>
  );
}
