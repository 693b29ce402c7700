import { useLingui } from '@lingui/react/macro';
import type { StaffBranchFieldsFragment } from '@sabai/graphql/staff';
import { fieldStyles } from '@sabai/ui/field-styles';
import { quarterHours, type BookingDraft } from './booking-draft';
import styles from './new-booking.module.css';
import { MAX_STAFF_GUESTS } from '@sabai/validation';
import { TextField } from './text-field';

export interface WhenFieldsProps {
  draft: BookingDraft;
  branches: StaffBranchFieldsFragment[];
  errors: Record<string, string | undefined>;
  onChange: (change: Partial<BookingDraft>) => void;
  onGuestCount: (count: number) => void;
}

/**
 * Where, when and how many: the branch (the desk's, from the header's picker, or the group request's), the
 * date, a start time every 15 minutes and the party's size.
 */
export function WhenFields({ draft, branches, errors, onChange, onGuestCount }: WhenFieldsProps) {
  const { t } = useLingui();
  const branch = branches.find((b) => b.id === draft.branchId);
  const times = branch ? quarterHours(branch.open_time.slice(0, 5), branch.close_time.slice(0, 5)) : [];
  return (
    <div className={styles.row}>
      <p className={styles.branch}>
        <span>{t`Branch`}</span> <strong>{branch?.name ?? '—'}</strong>
      </p>
      <TextField
        id="date"
        type="date"
        label={t`Date`}
        value={draft.date}
        error={errors['date']}
        required
        onChange={(date) => onChange({ date })}
      />
      <div className={fieldStyles.field}>
        <label htmlFor="time">{t`Start time`}</label>
        <select
          id="time"
          value={draft.time}
          aria-invalid={errors['time'] ? true : undefined}
          aria-describedby={errors['time'] ? 'time-error' : undefined}
          onChange={(e) => onChange({ time: e.target.value })}
        >
          {!times.includes(draft.time) && <option value={draft.time}>{draft.time || '—'}</option>}
          {times.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </select>
        {errors['time'] && (
          <p id="time-error" className={fieldStyles.error}>
            {errors['time']}
          </p>
        )}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor="guest-count">{t`Guests`}</label>
        <select
          id="guest-count"
          value={draft.guests.length}
          onChange={(e) => onGuestCount(Number(e.target.value))}
        >
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
