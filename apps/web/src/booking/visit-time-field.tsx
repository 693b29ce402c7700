import { useLingui } from '@lingui/react/macro';
import { formatTime } from '@sabai/i18n';
import { bookingAtom, withVisitTime } from '@sabai/state';
import { fieldStyles } from '@sabai/ui/field-styles';
import { useAtom } from 'jotai';
import { FullTimeNotice } from './allotment-notice';
import styles from './booking.module.css';
import type { TimeAvailability } from './use-availability';

export interface VisitTimeFieldProps {
  /** Start times of the chosen day ('HH:mm:ss'), in order. */
  slots: readonly string[];
  /** Which of them the whole party can get; null until the server answered (all are offered). */
  availability: ReadonlyMap<string, TimeAvailability> | null;
  /** The message under the field when "next" found no time chosen; null when none is shown. */
  error: string | null;
}

interface FullRun {
  from: string;
  to: string;
  nextFree: readonly string[];
}

/** Consecutive full times, each run once with the free times its first one offers. */
function fullRuns(slots: readonly string[], availability: ReadonlyMap<string, TimeAvailability>): FullRun[] {
  const runs: FullRun[] = [];
  let previousFull = false;
  for (const slot of slots) {
    const answer = availability.get(slot);
    const full = answer !== undefined && !answer.isFree;
    const last = runs[runs.length - 1];
    if (full && previousFull && last) last.to = slot;
    else if (full && answer) runs.push({ from: slot, to: slot, nextFree: answer.nextFree });
    previousFull = full;
  }
  return runs;
}

/**
 * The start time on the chosen day: a time the party cannot get is shown full and cannot be chosen, and the
 * next free times are offered beside it (docs/product-rules.md, Availability).
 */
export function VisitTimeField({ slots, availability, error }: VisitTimeFieldProps) {
  const [booking, setBooking] = useAtom(bookingAtom);
  const { t } = useLingui();
  const pick = (time: string | null) => setBooking((b) => withVisitTime(b, { time }));
  const isFull = (slot: string) => availability?.get(slot)?.isFree === false;
  const runs = availability ? fullRuns(slots, availability) : [];
  const anyFree = slots.some((slot) => !isFull(slot));
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="book-time">{t`Time`}</label>
      <select
        id="book-time"
        aria-invalid={error !== null}
        aria-describedby={error !== null ? 'book-time-error' : undefined}
        value={booking.time ?? ''}
        onChange={(e) => pick(e.target.value || null)}
      >
        <option value="">{t`Choose a time`}</option>
        {slots.map((slot) => {
          const time = formatTime(slot);
          return (
            <option key={slot} value={slot} disabled={isFull(slot)} data-full={isFull(slot) || undefined}>
              {isFull(slot) ? t`${time} (full)` : time}
            </option>
          );
        })}
      </select>
      {slots.length === 0 && <p className={styles.hint}>{t`No start times are left on this day.`}</p>}
      {slots.length > 0 && !anyFree && (
        <p className={styles.hint}>{t`Every start time on this day is full for your party.`}</p>
      )}
      {error !== null && (
        <p id="book-time-error" className={fieldStyles.error}>
          {error}
        </p>
      )}
      {anyFree &&
        runs.map((run) => (
          <FullTimeNotice
            key={run.from}
            from={run.from}
            to={run.to === run.from ? undefined : run.to}
            nextFree={run.nextFree}
            onPick={pick}
          />
        ))}
    </div>
  );
}
