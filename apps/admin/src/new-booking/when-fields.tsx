import { useLingui } from '@lingui/react/macro';
import type { StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { fieldStyles } from '@sabai/ui/field-styles';
import { FormField } from '@sabai/ui/forms';
import { MAX_STAFF_GUESTS } from '@sabai/validation';
import { useWatch } from 'react-hook-form';
import { quarterHours, type NewBookingValues } from './booking-draft';
import styles from './new-booking.module.css';

export interface WhenFieldsProps {
  branch: StaffBranchFieldsFragment | undefined;
  guestCount: number;
  onGuestCount: (count: number) => void;
}

/**
 * Where, when and how many: the branch (the desk's, from the header's picker, or the group request's), the
 * date, a start time every 15 minutes and the party's size.
 */
export function WhenFields({ branch, guestCount, onGuestCount }: WhenFieldsProps) {
  const { t } = useLingui();
  const time = useWatch<NewBookingValues, 'time'>({ name: 'time' });
  const times = branch ? quarterHours(branch.open_time.slice(0, 5), branch.close_time.slice(0, 5)) : [];
  return (
    <div className={styles.row}>
      <p className={styles.branch}>
        <span>{t`Branch`}</span> <strong>{branch?.name ?? '—'}</strong>
      </p>
      <FormField name="date" id="date" label={t`Date`}>
        {(control) => <input {...control} type="date" required />}
      </FormField>
      <FormField name="time" id="time" label={t`Start time`}>
        {(control) => (
          <select {...control}>
            {!times.includes(time) && <option value={time}>{time || '—'}</option>}
            {times.map((quarter) => (
              <option key={quarter} value={quarter}>
                {quarter}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={fieldStyles.field}>
        <label htmlFor="guest-count">{t`Guests`}</label>
        <select id="guest-count" value={guestCount} onChange={(e) => onGuestCount(Number(e.target.value))}>
          {Array.from({ length: MAX_STAFF_GUESTS }, (_, i) => (
            <option key={i} value={i + 1}>
              {i + 1}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
