import { useLingui } from '@lingui/react/macro';
import type { StaffAccountFieldsFragment } from '@sabai/graphql/staff';
import control from '../layout/control.module.css';
import table from '../layout/table.module.css';
import styles from './staff.module.css';

export type StaffRow = StaffAccountFieldsFragment;

interface StaffTableProps {
  rows: StaffRow[];
  branches: { id: string; name: string }[];
  /** The signed-in account: its own row offers no change. */
  selfId: string;
  busy: boolean;
  onRole: (row: StaffRow, value: string) => void;
  onResetTotp: (row: StaffRow) => void;
  onToggleActive: (row: StaffRow) => void;
}

/** The accounts with their role (a choice of the brand's roles), sign-in and state, and what may be done. */
export function StaffTable({
  rows,
  branches,
  selfId,
  busy,
  onRole,
  onResetTotp,
  onToggleActive,
}: StaffTableProps) {
  const { t } = useLingui();
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Staff accounts`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Name`}</th>
          <th scope="col">{t`E-mail`}</th>
          <th scope="col">{t`Role`}</th>
          <th scope="col">{t`Two-step sign-in`}</th>
          <th scope="col">{t`State`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <StaffRowView
            key={row.id}
            row={row}
            branches={branches}
            self={row.id === selfId}
            busy={busy}
            onRole={onRole}
            onResetTotp={onResetTotp}
            onToggleActive={onToggleActive}
          />
        ))}
      </tbody>
    </table>
  );
}

type RowProps = Omit<StaffTableProps, 'rows' | 'selfId'> & { row: StaffRow; self: boolean };

const roleValue = (row: StaffRow) =>
  row.role === 'branch_staff' ? `branch_staff:${row.branch_id ?? ''}` : row.role;

function StaffRowView({ row, branches, self, busy, onRole, onResetTotp, onToggleActive }: RowProps) {
  const { t } = useLingui();
  return (
    <tr className={row.active ? undefined : styles.inactive}>
      <td>{row.name}</td>
      <td>{row.email}</td>
      <td>
        <select
          className={styles.role}
          aria-label={t`Role of ${row.name}`}
          value={roleValue(row)}
          disabled={busy || self || row.role === 'owner'}
          onChange={(e) => onRole(row, e.target.value)}
        >
          {row.role === 'owner' && <option value="owner">{t`Owner`}</option>}
          <option value="brand_admin">{t`Brand admin`}</option>
          {branches.map((b) => (
            <option key={b.id} value={`branch_staff:${b.id}`}>
              {t`Staff at ${b.name}`}
            </option>
          ))}
        </select>
      </td>
      <td>{row.totp_enabled ? t`On` : t`Off`}</td>
      <td>{row.active ? t`Active` : t`Deactivated`}</td>
      <td className={styles.actions}>
        {!self && row.totp_enabled && (
          <button type="button" className={control.control} disabled={busy} onClick={() => onResetTotp(row)}>
            {t`Reset two-step sign-in`}
          </button>
        )}
        {!self && (
          <button
            type="button"
            className={control.control}
            disabled={busy}
            onClick={() => onToggleActive(row)}
          >
            {row.active ? t`Deactivate` : t`Activate`}
          </button>
        )}
      </td>
    </tr>
  );
}
