import { useLingui } from '@lingui/react/macro';
import { formatTime } from '@sabai/i18n';
import { bookingAtom, withVisitTime } from '@sabai/state';
import { fieldStyles } from '@sabai/ui/field-styles';
import { useAtom } from 'jotai';
import styles from './booking.module.css';

export interface VisitTimeFieldProps {
  /** Start times still bookable on the chosen day ('HH:mm:ss'). */
  slots: readonly string[];
  /** The message under the field when "next" found no time chosen; null when none is shown. */
  error: string | null;
}

/** The start time on the chosen day. */
export function VisitTimeField({ slots, error }: VisitTimeFieldProps) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const { t } = useLingui();
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="book-time">{t`Time`}</label>
      <select
        id="book-time"
        aria-invalid={error !== null}
        aria-describedby={error !== null ? 'book-time-error' : undefined}
        value={booking.time ?? ''}
        onChange={(e) => setBooking((b) => withVisitTime(b, { time: e.target.value || null }))}
      >
        <option value="">{t`Choose a time`}</option>
        {slots.map((slot) => (
          <option key={slot} value={slot}>
            {formatTime(slot)}
          </option>
        ))}
      </select>
      {slots.length === 0 && <p className={styles.hint}>{t`No start times are left on this day.`}</p>}
      {error !== null && (
        <p id="book-time-error" className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
