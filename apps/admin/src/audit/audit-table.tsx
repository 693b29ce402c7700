import { useLingui } from '@lingui/react/macro';
import type { AuditLogQuery } from '@sabai/graphql/staff';
import { formatInstant } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { SortHeader } from '../layout/sort-header';
import table from '../layout/table.module.css';
import { auditChanges } from './audit-changes';
import styles from './audit.module.css';
import { useAuditActionLabel } from './audit-action-labels';

export type AuditRow = AuditLogQuery['auditLog']['items'][number];

// The log's days are days in Thailand, where every branch is (docs/access.md, How the server guards).
const LOG_ZONE = 'Asia/Bangkok';

interface AuditTableProps {
  rows: AuditRow[];
  oldestFirst: boolean;
  onSortByTime: () => void;
}

function Subject({ row }: { row: AuditRow }) {
  const { t } = useLingui();
  if (row.subject_type === 'booking')
    return (
      <Link to={`/booking/${row.subject_id}`} className={styles.link}>
        {t`Booking ${row.booking_no ?? row.subject_id.slice(0, 8)}`}
      </Link>
    );
  if (row.subject_type === 'group_request')
    return (
      <Link to={`/requests/${row.subject_id}`} className={styles.link}>
        {t`Group request`}
      </Link>
    );
  return (
    <span>
      {row.subject_type} {row.subject_id}
    </span>
  );
}

function Changes({ row }: { row: AuditRow }) {
  const changes = auditChanges(row.before, row.after);
  if (changes.length === 0) return <span>—</span>;
  return (
    <ul className={styles.changes}>
      {changes.map((c) => (
        <li key={c.field}>
          <span className={styles.field}>{c.field}</span>: {c.from ?? '—'} <span aria-hidden="true">→</span>
          <span className="visually-hidden"> to </span> {c.to ?? '—'}
        </li>
      ))}
    </ul>
  );
}

/** One page of the audit log, newest first unless the time column was turned round. */
export function AuditTable({ rows, oldestFirst, onSortByTime }: AuditTableProps) {
  const { t } = useLingui();
  const actionLabel = useAuditActionLabel();
  const locale = useAtomValue(localeAtom);
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Audit log`}</caption>
      <thead>
        <tr>
          <SortHeader
            label={t`When`}
            column="at"
            sort={{ key: 'at', direction: oldestFirst ? 'ascending' : 'descending' }}
            onSort={onSortByTime}
          />
          <th scope="col">{t`Staff`}</th>
          <th scope="col">{t`Action`}</th>
          <th scope="col">{t`Subject`}</th>
          <th scope="col">{t`Branch`}</th>
          <th scope="col">{t`Before → after`}</th>
          <th scope="col">{t`IP address`}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={table.nowrap}>
              <time dateTime={row.at}>{formatInstant(row.at, locale, LOG_ZONE)}</time>
            </td>
            <td>{row.staff_name ?? t`System`}</td>
            <td>{actionLabel(row.action)}</td>
            <td>
              <Subject row={row} />
            </td>
            <td>{row.branch_name ?? '—'}</td>
            <td>
              <Changes row={row} />
            </td>
            <td>{row.ip ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
