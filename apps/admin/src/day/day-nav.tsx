import { Trans, useLingui } from '@lingui/react/macro';
import { addDays } from './day-date';
import styles from './day-sheet.module.css';

export interface DayNavProps {
  date: string;
  today: string;
  onDate: (date: string) => void;
}

/** The day shown: previous and next day, a date field, and back to today. */
export function DayNav({ date, today, onDate }: DayNavProps) {
  const { t } = useLingui();
  return (
    <div className={styles.nav} role="group" aria-label={t`Day`}>
      <button type="button" onClick={() => onDate(addDays(date, -1))}>
        <span aria-hidden="true">← </span>
        <Trans>Previous day</Trans>
      </button>
      <label className={styles.dateField}>
        <span className="visually-hidden">
          <Trans>Date</Trans>
        </span>
        <input
          type="date"
          value={date}
          onChange={(e) => {
            if (e.target.value) onDate(e.target.value);
          }}
        />
      </label>
      <button type="button" onClick={() => onDate(addDays(date, 1))}>
        <Trans>Next day</Trans>
        <span aria-hidden="true"> →</span>
      </button>
      <button type="button" onClick={() => onDate(today)} disabled={date === today}>
        <Trans>Today</Trans>
      </button>
    </div>
  );
}
