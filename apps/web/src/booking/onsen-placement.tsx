import { useLingui } from '@lingui/react/macro';
import {
  onsenPlacements,
  placeOnsen,
  type GuestDerived,
  type OnsenPlacement as Placement,
  type PlacementBlock,
} from '@sabai/booking-rules';
import { useId } from 'react';
import styles from './booking.module.css';

export interface OnsenPlacementProps {
  derived: GuestDerived;
  /** The guest's list reordered. */
  onReorder: (treatments: string[]) => void;
}

/**
 * Where the onsen goes in a guest's visit (docs/product-rules.md, Treatments and the onsen): first, second,
 * before the last treatment, or swapped between first and last. Placements the rules refuse are shown
 * disabled with the reason.
 */
export function OnsenPlacement({ derived, onReorder }: OnsenPlacementProps) {
  const { t } = useLingui();
  const id = useId();
  const labels: Record<Placement, string> = {
    first: t`Onsen first`,
    second: t`Onsen second`,
    before_last: t`Onsen before the last treatment`,
    swap_first_last: t`Swap the first and the last`,
  };
  const reasons: Record<PlacementBlock, string> = {
    no_onsen_item: t`No onsen in this guest's list`,
    onsen_fee_disabled: t`The onsen is not available with this list`,
    onsen_fee_repeated: t`More than one onsen entry`,
    too_few_items: t`Needs more treatments`,
    onsen_not_at_end: t`Only when the onsen is first or last`,
    already_placed: t`Already in this order`,
    oil_before_onsen: t`An oil treatment would come before the onsen`,
  };
  if (!derived.hasOnsenFee || derived.items.length < 2) return null;

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Onsen placement`}</legend>
      <div className={styles.filters} id={id}>
        {onsenPlacements(derived.items).map((option) => (
          <button
            key={option.placement}
            type="button"
            className={styles.chip}
            disabled={!option.allowed}
            title={option.allowed ? undefined : reasons[option.reason]}
            aria-describedby={option.allowed ? undefined : `${id}-${option.placement}`}
            onClick={() => {
              const placed = placeOnsen(derived.items, option.placement);
              if (placed.ok) onReorder(placed.items.map((item) => item.id));
            }}
          >
            {labels[option.placement]}
            {!option.allowed && (
              <span id={`${id}-${option.placement}`} className={styles.visuallyHidden}>
                {' '}
                ({reasons[option.reason]})
              </span>
            )}
          </button>
        ))}
      </div>
      <ol className={styles.order} aria-label={t`Order of the visit`}>
        {derived.items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ol>
    </fieldset>
  );
}
