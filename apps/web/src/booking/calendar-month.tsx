import { useLingui } from '@lingui/react/macro';
import { weekdayOf, type IsoDate } from '@sabai/booking-rules';
import { formatLongDate, shortWeekdayNames } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import styles from './booking.module.css';

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

export interface CalendarMonthProps {
  year: number;
  /** 1 to 12. */
  month: number;
  /** The month's name and year, the table's label. */
  title: string;
  value: IsoDate | null;
  today: IsoDate;
  isOpen: (date: IsoDate) => boolean;
  /** An open day with nothing free for the party: disabled and named full. */
  isFull: (date: IsoDate) => boolean;
  onChange: (date: IsoDate) => void;
}

/** One month's grid of day buttons; past, closed and full days are disabled. */
export function CalendarMonth({
  year,
  month,
  title,
  value,
  today,
  isOpen,
  isFull,
  onChange,
}: CalendarMonthProps) {
  const locale = useAtomValue(localeAtom);
  const { t } = useLingui();
  const dayName = (date: IsoDate) => {
    const day = formatLongDate(date, locale, 'full');
    return date >= today && isOpen(date) && isFull(date) ? t`${day}, full` : day;
  };
  const names = shortWeekdayNames(locale);
  return (
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
        {monthGrid(year, month).map((row, r) => (
          <tr key={r}>
            {row.map((date, c) => (
              <td key={c}>
                {date && (
                  <button
                    type="button"
                    className={styles.day}
                    data-date={date}
                    disabled={date < today || !isOpen(date) || isFull(date)}
                    data-full={isFull(date) || undefined}
                    aria-pressed={date === value}
                    aria-label={dayName(date)}
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
  );
}
