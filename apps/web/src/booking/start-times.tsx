import { useLingui } from '@lingui/react/macro';
import { toMinutes } from '@sabai/booking-journey';
import { formatTimeOfDay, type GuestDerived, type MinuteOfDay } from '@sabai/booking-rules';
import { formatTime } from '@sabai/i18n';
import type { GuestDraft } from '@sabai/state';
import styles from './booking.module.css';
import { fieldStyles } from '@sabai/ui/field-styles';

export interface StartTimesProps {
  guest: GuestDraft;
  derived: GuestDerived;
  /** The booking's time 'HH:mm:ss' and the branch's closing time. */
  bookingTime: string;
  /** The branch's closing minute as the rules read it (midnight is 1440). */
  closeMin: MinuteOfDay;
  onChange: (start: GuestDraft['start']) => void;
}

const STEP_MIN = 15;

/** Times from the booking's start to the last that still ends by closing, every 15 minutes. */
export function startTimeOptions(bookingTime: string, closeMin: MinuteOfDay, durationMin: number): string[] {
  const options: string[] = [];
  for (let at = toMinutes(bookingTime); at + durationMin <= closeMin; at += STEP_MIN)
    options.push(formatTimeOfDay(at));
  return options;
}

/** When a guest's visit includes the onsen, the guest chooses when the onsen and the spa part start. */
export function StartTimes({ guest, derived, bookingTime, closeMin, onChange }: StartTimesProps) {
  const { t } = useLingui();
  if (!derived.hasOnsenFee) return null;
  const onsen = startTimeOptions(bookingTime, closeMin, derived.onsenDurationMin);
  const spa = startTimeOptions(bookingTime, closeMin, derived.spaDurationMin);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Start times`}</legend>
      <div className={styles.inline}>
        <div className={fieldStyles.field}>
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
          <div className={fieldStyles.field}>
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
