import { useLingui } from '@lingui/react/macro';
import { rulesGuest } from '@sabai/booking-journey';
import { incompleteReasons, type Catalog } from '@sabai/booking-rules';
import type { GuestDraft } from '@sabai/state';
import styles from './booking.module.css';

export interface GuestTabsProps {
  guests: readonly GuestDraft[];
  /** The open guest's number. */
  active: number;
  catalog: Catalog;
  onSelect: (no: number) => void;
}

/** A tab per guest, named, marked when complete; arrow keys move between them (one Tab stop). */
export function GuestTabs({ guests, active, catalog, onSelect }: GuestTabsProps) {
  const { t } = useLingui();
  const complete = (g: GuestDraft) => incompleteReasons(rulesGuest(g), catalog).length === 0;
  return (
    <div role="tablist" aria-label={t`Guests`} className={styles.tabs}>
      {guests.map((g) => (
        <button
          key={g.no}
          type="button"
          role="tab"
          id={`guest-tab-${g.no}`}
          aria-controls="guest-panel"
          aria-selected={g.no === active}
          tabIndex={g.no === active ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(g.no)}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!step) return;
            const to = guests[(guests.indexOf(g) + step + guests.length) % guests.length];
            if (to) {
              onSelect(to.no);
              document.getElementById(`guest-tab-${to.no}`)?.focus();
            }
          }}
        >
          {g.name.trim() || t`Guest ${g.no}`}
          {complete(g) && (
            <>
              <span aria-hidden="true"> ✓</span>
              <span className={styles.visuallyHidden}> ({t`complete`})</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
