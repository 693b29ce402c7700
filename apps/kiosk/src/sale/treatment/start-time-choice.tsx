import { Trans, useLingui } from '@lingui/react/macro';
import styles from '../sale.module.css';

export interface StartTimeChoiceProps {
  /** Free starts of today, earliest first; null while the server is asked. */
  free: readonly string[] | null;
  chosen: string | null;
  fullToday: boolean;
  onChoose: (time: string) => void;
}

const hhmm = (time: string) => time.slice(0, 5);

/** When the visit starts: the earliest free start is chosen; later ones today are one touch away. */
export function StartTimeChoice({ free, chosen, fullToday, onChoose }: StartTimeChoiceProps) {
  const { t } = useLingui();
  if (fullToday) {
    return (
      <p className={styles.problem} role="alert">
        <Trans>
          Sorry, there is no free time left today for these treatments. Please ask at the reception.
        </Trans>
      </p>
    );
  }
  if (!free) return null;
  return (
    <section aria-labelledby="start-time-title">
      <h2 id="start-time-title">
        <Trans>Start time</Trans>
      </h2>
      <div className={styles.row} role="radiogroup" aria-labelledby="start-time-title">
        {free.map((time, index) => (
          <button
            key={time}
            type="button"
            role="radio"
            aria-checked={time === chosen}
            className={`${styles.choice} ${styles.time}`}
            onClick={() => onChoose(time)}
          >
            {index === 0 ? t`${hhmm(time)} (earliest)` : hhmm(time)}
          </button>
        ))}
      </div>
    </section>
  );
}
