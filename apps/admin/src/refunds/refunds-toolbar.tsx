import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { useId } from 'react';
import styles from './refunds.module.css';

/** The filter's value for every branch the account may refund at. */
export const ALL_BRANCHES = '';

export interface RefundsToolbarProps {
  branches: StaffBranchFieldsFragment[];
  branchId: string;
  onBranch: (branchId: string) => void;
  fetching: boolean;
  onRefresh: () => void;
}

/** Which branch's payments, and asking again. */
export function RefundsToolbar({ branches, branchId, onBranch, fetching, onRefresh }: RefundsToolbarProps) {
  const { t } = useLingui();
  const filterId = useId();
  return (
    <div className={styles.toolbar}>
      <span className={styles.filter}>
        <label htmlFor={filterId}>{t`Branch`}</label>
        <select id={filterId} value={branchId} onChange={(e) => onBranch(e.target.value)}>
          <option value={ALL_BRANCHES}>{t`All branches`}</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </span>
      <button type="button" onClick={onRefresh} disabled={fetching}>
        <Trans>Refresh</Trans>
      </button>
    </div>
  );
}
