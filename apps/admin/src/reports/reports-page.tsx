// /admin/reports, the revenue report (docs/product-rules.md, Reports): a range of days and a branch or the whole
// brand, the figures by day, branch, channel and method with their sums, and the table as CSV for Excel.
import { Trans, useLingui } from '@lingui/react/macro';
import { can } from '@sabai/access';
import { toBranchLocal } from '@sabai/booking-rules';
import { errorText } from '@sabai/graphql';
import { RevenueReportDocument } from '@sabai/graphql/staff';
import { LoadError } from '@sabai/ui';
import { useState } from 'react';
import { useQuery } from 'urql';
import retry from '../layout/retry.module.css';
import { useAdminContext } from '../session/admin-context';
import { staffActor } from '../session/staff-actor';
import { ReportFilter, type ReportRange } from './report-filter';
import { RevenueTable } from './revenue-table';
import styles from './reports.module.css';

// The page says a refusal itself; one constant, as urql asks again when the context changes.
const QUIET = { quietErrors: true };

/** The month so far, in the branch's calendar. */
function thisMonth(timeZone: string): ReportRange {
  const today = toBranchLocal(Date.now(), timeZone).date;
  return { from: `${today.slice(0, 8)}01`, to: today, branchId: null };
}

export function ReportsPage() {
  const { staff, branch, branches } = useAdminContext();
  const { t } = useLingui();
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
  const brandBranches = branches.filter((b) => b.brand_id === branch.brand_id);
  return <Revenue branches={brandBranches} initial={thisMonth(branch.time_zone)} />;
}

function Revenue({ branches, initial }: { branches: { id: string; name: string }[]; initial: ReportRange }) {
  const { t } = useLingui();
  const [range, setRange] = useState(initial);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: RevenueReportDocument,
    variables: { from: range.from, to: range.to, branch_id: range.branchId },
    requestPolicy: 'network-only',
    context: QUIET,
  });
  const report = data?.revenueReport;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Revenue</Trans>
      </h1>
      <ReportFilter branches={branches} value={range} onChange={setRange} />
      {error && !report && (
        <LoadError
          retryClassName={retry.retry}
          message={errorText(error)}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
      {fetching && !report && <p role="status">{t`Loading…`}</p>}
      {report && <RevenueTable report={report} range={range} />}
    </main>
  );
}
