import { Trans, useLingui } from '@lingui/react/macro';
import { useBookingOptions } from '@sabai/booking-journey';
import styles from '../sale.module.css';

export interface PartySizeProps {
  value: number;
  onChange: (count: number) => void;
}

/** How many come, counted on big buttons within the brand's group limit (larger groups ask at the desk). */
export function PartySize({ value, onChange }: PartySizeProps) {
  const { t } = useLingui();
  const max = useBookingOptions('kiosk').maxGuests;
  return (
    <>
      <div role="group" aria-labelledby="guest-count-label" className={styles.row}>
        <span id="guest-count-label" className={styles.lead}>
          <Trans>Number of guests</Trans>
        </span>
        <button
          type="button"
          className={styles.secondary}
          aria-label={t`One guest fewer`}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite" aria-labelledby="guest-count-label">
          {value}
        </output>
        <button
          type="button"
          className={styles.secondary}
          aria-label={t`One guest more`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
      <p className={styles.hint}>
        <Trans>For a group of more than {max}, please ask at the reception.</Trans>
      </p>
    </>
  );
}
