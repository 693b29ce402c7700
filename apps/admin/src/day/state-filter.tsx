import { useLingui } from '@lingui/react/macro';
import type { StaffBookingState } from '@sabai/graphql/staff';
import { useId } from 'react';
import { STATE_ORDER } from './day-rows';
import styles from './day-sheet.module.css';
import { useStateLabel } from './state-labels';

export interface StateFilterProps {
  value: StaffBookingState | null;
  onChange: (state: StaffBookingState | null) => void;
}

export function StateFilter({ value, onChange }: StateFilterProps) {
  const { t } = useLingui();
  const stateLabel = useStateLabel();
  const id = useId();
  return (
    <span className={styles.filter}>
      <label htmlFor={id}>{t`Show`}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) =>
          onChange(
            (STATE_ORDER as string[]).includes(e.target.value) ? (e.target.value as StaffBookingState) : null,
          )
        }
      >
        <option value="">{t`All states`}</option>
        {STATE_ORDER.map((state) => (
          <option key={state} value={state}>
            {stateLabel(state)}
          </option>
        ))}
      </select>
    </span>
  );
}
