// The reports as links, one per report, keeping the days and branch in the address.
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import styles from './reports.module.css';

export const reportKinds = ['revenue', 'bookings', 'utilisation', 'promotions', 'members', 'funnel'] as const;
export type ReportKind = (typeof reportKinds)[number];

export function ReportTabs({ current }: { current: ReportKind | null }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const labels: Record<ReportKind, string> = {
    revenue: t`Revenue`,
    bookings: t`Bookings`,
    utilisation: t`Utilisation`,
    promotions: t`Promotions`,
    members: t`Members`,
    funnel: t`Booking funnel`,
  };
  return (
    <nav aria-label={t`Reports`} className={styles.tabs}>
      <ul>
        {reportKinds.map((kind) => (
          <li key={kind}>
            <Link
              to={`/reports/${kind === 'revenue' ? '' : kind}${search}`}
              aria-current={kind === current ? 'page' : undefined}
            >
              {labels[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
