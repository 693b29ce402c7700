import { useLingui } from '@lingui/react/macro';
import type { GuestDraft } from '@sabai/state';
import styles from '../sale.module.css';

export interface GuestSwitcherProps {
  guests: readonly GuestDraft[];
  active: number;
  onSelect: (no: number) => void;
}

/** One big button per guest, saying how many treatments each has so far; the active one is pressed. */
export function GuestSwitcher({ guests, active, onSelect }: GuestSwitcherProps) {
  const { t } = useLingui();
  if (guests.length < 2) return null;
  return (
    <div className={styles.row} role="group" aria-label={t`Guests`}>
      {guests.map((guest) => {
        const label = guest.name.trim() || t`Guest ${guest.no}`;
        const count = guest.treatments.length;
        return (
          <button
            key={guest.no}
            type="button"
            id={`kiosk-guest-${guest.no}`}
            className={styles.secondary}
            aria-pressed={guest.no === active}
            onClick={() => onSelect(guest.no)}
          >
            {label} · {t`${count} chosen`}
          </button>
        );
      })}
    </div>
  );
}
