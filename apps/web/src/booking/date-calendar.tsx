import { useLingui } from '@lingui/react/macro';
import { weekdayOf, type IsoDate } from '@sabai/booking-rules';
import { formatDate, localeOf, weekdayNames } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import styles from './booking.module.css';

export interface DateCalendarProps {
  /** The selected day, or null. */
  value: IsoDate | null;
  /** The first day that can be chosen (today at the branch). */
  today: IsoDate;
  /** Whether a day can be booked (branch open, slots left). */
  isOpen: (date: IsoDate) => boolean;
  onChange: (date: IsoDate) => void;
  /** How many months ahead may be shown. */
  monthsAhead?: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The days of a month, Sunday first, with leading blanks: the rows of a calendar grid. */
export function monthGrid(year: number, month: number): (IsoDate | null)[][] {
  const first = `${year}-${pad(month)}-01`;
  const cells: (IsoDate | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysIn(year, month); day += 1) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

/** A month of days in CE; closed days are disabled. Our own grid: availability per day is ours anyway. */
export function DateCalendar({ value, today, isOpen, onChange, monthsAhead = 6 }: DateCalendarProps) {
  const locale = useAtomValue(localeAtom);
  const { t } = useLingui();
  const start = (value ?? today).slice(0, 7);
  const [month, setMonth] = useState(start);
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const firstMonth = today.slice(0, 7);
  const offset = (year - Number(today.slice(0, 4))) * 12 + monthNo - Number(today.slice(5, 7));
  const shift = (by: number) => {
    const index = year * 12 + monthNo - 1 + by;
    setMonth(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  };
  const title = new Intl.DateTimeFormat(localeOf(locale).iso, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, monthNo - 1, 15)));
  const names = weekdayNames(locale, 'short');

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
      <table className={styles.calendarGrid} aria-label={title}>
        <thead>
          <tr>
            {names.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(year, monthNo).map((row, r) => (
            <tr key={r}>
              {row.map((date, c) => (
                <td key={c}>
                  {date && (
                    <button
                      type="button"
                      className={styles.day}
                      data-date={date}
                      disabled={date < today || !isOpen(date)}
                      aria-pressed={date === value}
                      aria-label={formatDate(date, locale, 'full')}
                      onClick={() => onChange(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
