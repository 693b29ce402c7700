import { useLingui } from '@lingui/react/macro';
import { formatTimeOfDay, parseTimeOfDay, type GuestDerived } from '@sabai/booking-rules';
import { formatTime } from '@sabai/i18n';
import type { GuestDraft } from '@sabai/state';
import styles from './booking.module.css';

export interface StartTimesProps {
  guest: GuestDraft;
  derived: GuestDerived;
  /** The booking's time 'HH:mm:ss' and the branch's closing time. */
  bookingTime: string;
  closeTime: string;
  onChange: (start: GuestDraft['start']) => void;
}

const STEP_MIN = 15;
const toMin = (time: string) => {
  const parsed = parseTimeOfDay(time);
  return parsed.ok ? parsed.time : 0;
};

/** Times from the booking's start to the last that still ends by closing, every 15 minutes. */
export function startTimeOptions(bookingTime: string, closeTime: string, durationMin: number): string[] {
  const close = toMin(closeTime) === 0 ? 1440 : toMin(closeTime);
  const options: string[] = [];
  for (let at = toMin(bookingTime); at + durationMin <= close; at += STEP_MIN)
    options.push(formatTimeOfDay(at));
  return options;
}

/** When a guest's visit includes the onsen, the guest chooses when the onsen and the spa part start. */
export function StartTimes({ guest, derived, bookingTime, closeTime, onChange }: StartTimesProps) {
  const { t } = useLingui();
  if (!derived.hasOnsenFee) return null;
  const onsen = startTimeOptions(bookingTime, closeTime, derived.onsenDurationMin);
  const spa = startTimeOptions(bookingTime, closeTime, derived.spaDurationMin);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Start times`}</legend>
      <div className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor={`onsen-start-${guest.no}`}>{t`Onsen starts at`}</label>
          <select
            id={`onsen-start-${guest.no}`}
            value={guest.start.onsen ?? ''}
            onChange={(e) => onChange({ ...guest.start, onsen: e.target.value || null })}
          >
            <option value="">{t`Choose`}</option>
            {onsen.map((time) => (
              <option key={time} value={time}>
                {formatTime(time)}
              </option>
            ))}
          </select>
        </div>
        {derived.spaDurationMin > 0 && (
          <div className={styles.field}>
            <label htmlFor={`spa-start-${guest.no}`}>{t`Spa starts at`}</label>
            <select
              id={`spa-start-${guest.no}`}
              value={guest.start.spa ?? ''}
              onChange={(e) => onChange({ ...guest.start, spa: e.target.value || null })}
            >
              <option value="">{t`Choose`}</option>
              {spa.map((time) => (
                <option key={time} value={time}>
                  {formatTime(time)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </fieldset>
  );
}
