import { useLingui } from '@lingui/react/macro';
import type { IsoDate } from '@sabai/booking-rules';
import { formatMonthYear } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import styles from './booking.module.css';
import { CalendarMonth } from './calendar-month';

export interface DateCalendarProps {
  /** The selected day, or null. */
  value: IsoDate | null;
  /** The first day that can be chosen (today at the branch). */
  today: IsoDate;
  /** Whether a day can be booked (branch open, slots left). */
  isOpen: (date: IsoDate) => boolean;
  /** Whether an open day has nothing free for the party (shown full). */
  isFull?: (date: IsoDate) => boolean;
  /** Told the month shown ('YYYY-MM'), first and on every change, to ask for its full days. */
  onMonthShown?: (month: string) => void;
  onChange: (date: IsoDate) => void;
  /** How many months ahead may be shown. */
  monthsAhead?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A month of days in CE; closed days are disabled. Our own grid: availability per day is ours anyway. */
export function DateCalendar({
  value,
  today,
  isOpen,
  isFull = () => false,
  onMonthShown,
  onChange,
  monthsAhead = 6,
}: DateCalendarProps) {
  const locale = useAtomValue(localeAtom);
  const { t } = useLingui();
  const start = (value ?? today).slice(0, 7);
  const [month, setMonth] = useState(start);
  useEffect(() => onMonthShown?.(month), [month, onMonthShown]);
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const firstMonth = today.slice(0, 7);
  const offset = (year - Number(today.slice(0, 4))) * 12 + monthNo - Number(today.slice(5, 7));
  const shift = (by: number) => {
    const index = year * 12 + monthNo - 1 + by;
    setMonth(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  };
  const title = formatMonthYear(year, monthNo, locale);

  return (
    <div className={styles.calendar}>
      <div className={styles.calendarHead}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => shift(-1)}
          disabled={month <= firstMonth}
          aria-label={t`Previous month`}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 aria-live="polite">{title}</h2>
        <button
          type="button"
          className={styles.iconButton}
          data-month-nav="next"
          onClick={() => shift(1)}
          disabled={offset >= monthsAhead}
          aria-label={t`Next month`}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <CalendarMonth
        year={year}
        month={monthNo}
        title={title}
        value={value}
        today={today}
        isOpen={isOpen}
        isFull={isFull}
        onChange={onChange}
      />
    </div>
  );
}
