import { useLingui } from '@lingui/react/macro';
import type { StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { useId } from 'react';
import styles from './admin-layout.module.css';

export interface BranchPickerProps {
  branches: StaffBranchFieldsFragment[];
  value: string | undefined;
  onChange: (branchId: string) => void;
}

/** The branches the account reaches, grouped by brand when there is more than one. */
export function BranchPicker({ branches, value, onChange }: BranchPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const brands = [...new Set(branches.map((b) => b.brand_name))];
  const option = (b: StaffBranchFieldsFragment) => (
    <option key={b.id} value={b.id}>
      {b.name}
    </option>
  );
  return (
    <span className={styles.picker}>
      <label htmlFor={id}>{t`Branch`}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        {brands.length > 1
          ? brands.map((brand) => (
              <optgroup key={brand} label={brand}>
                {branches.filter((b) => b.brand_name === brand).map(option)}
              </optgroup>
            ))
          : branches.map(option)}
      </select>
    </span>
  );
}
