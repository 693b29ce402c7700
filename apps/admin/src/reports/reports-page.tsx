// /admin/reports/:report (docs/product-rules.md, Reports): revenue, bookings, utilisation, promotions and members
// over a range of days for the brand or one branch; the range lives in the address, so it stays when the admin
// moves between reports.
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import { useParams } from 'react-router';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import { BookingsReport } from './bookings-report';
import { FunnelReport } from './funnel-report';
import { MemberReport } from './member-report';
import { PromotionReport } from './promotion-report';
import { ReportFilter } from './report-filter';
import { useReportRange } from './report-range';
import { ReportTabs, type ReportKind, reportKinds } from './report-tabs';
import { RevenueReport } from './revenue-report';
import { UtilisationReport } from './utilisation-report';
import styles from './reports.module.css';

const REPORTS: Record<ReportKind, typeof RevenueReport> = {
  revenue: RevenueReport,
  bookings: BookingsReport,
  utilisation: UtilisationReport,
  promotions: PromotionReport,
  members: MemberReport,
  funnel: FunnelReport,
};

export function ReportsPage() {
  const { staff, branch, branches } = useAdminContext();
  const { t } = useLingui();
  const { report: asked } = useParams();
  const [range, setRange] = useReportRange(branch?.time_zone ?? 'Asia/Bangkok');
  const mayRead = branch && can(staffActor(staff), 'read', 'report', { brandId: branch.brand_id });
  if (!branch || !mayRead)
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Reports</Trans>
        </h1>
        <p>{t`Reports are for the brand's admins.`}</p>
      </main>
    );
  const kind = reportKinds.find((k) => k === (asked ?? 'revenue'));
  const brandBranches = branches.filter((b) => b.brand_id === branch.brand_id);
  const Report = kind ? REPORTS[kind] : null;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Reports</Trans>
      </h1>
      <ReportTabs current={kind ?? null} />
      {Report ? (
        <>
          <ReportFilter
            key={`${range.from}|${range.to}|${range.branchId}|${kind}`}
            branches={brandBranches}
            byBranch={kind !== 'members' && kind !== 'funnel'}
            value={range}
            onChange={setRange}
          />
          <Report range={range} />
        </>
      ) : (
        <p role="alert">{t`There is no such report.`}</p>
      )}
    </main>
  );
}
