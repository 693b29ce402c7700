import { useLingui } from '@lingui/react/macro';
import type { VisitStep } from '@sabai/booking-journey';
import type { GuestDerived, MinuteOfDay, PlacementBlock } from '@sabai/booking-rules';
import styles from './booking.module.css';
import { clockOf, otherOrders, timedVisit } from './visit-order';
import visit from './visit.module.css';

export interface OnsenPlacementProps {
  derived: GuestDerived;
  /** The booking's time, minutes since midnight: the proposed order starts then. */
  bookingMin: MinuteOfDay;
  /** The starts the guest has now (chosen or proposed). */
  starts: { onsen: MinuteOfDay | null; spa: MinuteOfDay | null };
  /** The guest's list reordered. */
  onReorder: (treatments: string[]) => void;
}

/** A visit in plain words: "Onsen first, then Thai massage", and as a timetable. */
function useVisitWords() {
  const { t } = useLingui();
  const stepName = (step: VisitStep) => {
    const name = step.item.name;
    // A package with the onsen inside shows as two steps: its onsen part, then its treatments.
    if (step.item.onsenDurationMin <= 0 || step.item.onsenDurationMin >= step.item.durationMin) return name;
    return step.part === 'onsen' ? t`${name} (onsen)` : t`${name} (treatments)`;
  };
  const sentence = (steps: readonly VisitStep[]) => {
    const [firstStep, ...restSteps] = steps.map(stepName);
    const first = firstStep ?? '';
    const rest = restSteps.join(t`, then `);
    return t`${first} first, then ${rest}`;
  };
  const timetable = (steps: readonly VisitStep[]) =>
    steps.map((step) => `${clockOf(step.startMin)} ${stepName(step)}`).join(' → ');
  return { stepName, sentence, timetable };
}

/**
 * Where the onsen goes in a guest's visit (docs/product-rules.md, Treatments and the onsen), in plain words:
 * the visit as it runs now, with times, and each other order the rules allow, with the times it would get.
 */
export function OnsenPlacement({ derived, bookingMin, starts, onReorder }: OnsenPlacementProps) {
  const { t } = useLingui();
  const { stepName, sentence, timetable } = useVisitWords();
  const reasons: Partial<Record<PlacementBlock, string>> = {
    onsen_fee_disabled: t`The onsen is not available with this list`,
    onsen_fee_repeated: t`More than one onsen entry`,
    oil_before_onsen: t`An oil treatment would come before the onsen`,
  };
  const current = timedVisit(derived.items, bookingMin, starts);
  if (!derived.hasOnsenFee || current.length < 2) return null;
  const { choices, refused } = otherOrders(derived, bookingMin, current);

  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Order of the visit`}</legend>
      <p className={styles.hint}>{sentence(current)}</p>
      <ol className={styles.order} aria-label={t`Order of the visit`} data-testid="visit-order">
        {current.map((step) => (
          <li key={`${step.item.id}-${step.part}`} data-part={step.part} data-start={clockOf(step.startMin)}>
            <span className={visit.time}>{clockOf(step.startMin)}</span> {stepName(step)}
          </li>
        ))}
      </ol>
      {choices.length > 0 && (
        <div className={visit.choices} role="group" aria-label={t`Other orders`}>
          {choices.map((choice) => (
            <button
              key={choice.key}
              type="button"
              className={visit.choice}
              onClick={() => onReorder(choice.treatments)}
            >
              <span className={visit.choiceTitle}>{sentence(choice.steps)}</span>
              <span className={styles.hint}>{timetable(choice.steps)}</span>
            </button>
          ))}
        </div>
      )}
      {refused.map((reason) => {
        const why = reasons[reason] ?? '';
        return (
          <p key={reason} className={styles.hint}>
            {t`Not possible: ${why}`}
          </p>
        );
      })}
    </fieldset>
  );
}
