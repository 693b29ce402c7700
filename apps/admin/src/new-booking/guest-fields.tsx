import { useLingui } from '@lingui/react/macro';
import { Money } from '@sabai/ui';
import { fieldStyles } from '@sabai/ui/field-styles';
import { FormField, useErrorText } from '@sabai/ui/forms';
import { useController } from 'react-hook-form';
import { withTreatment, type BranchProduct, type NewBookingValues } from './booking-draft';
import styles from './new-booking.module.css';

export interface GuestFieldsProps {
  /** The guest's place in the form's list (guest 1 at 0). */
  index: number;
  /** The branch's products (force-selected ones are added for every guest, and not shown). */
  menu: readonly BranchProduct[];
}

/** One guest: a name and the treatments, each a checkbox named by the product, its length and price. */
export function GuestFields({ index, menu }: GuestFieldsProps) {
  const { t } = useLingui();
  const no = index + 1;
  const name = `guests.${index}.treatments` as const;
  const { field, fieldState } = useController<NewBookingValues, typeof name>({ name });
  const errorText = useErrorText();
  const code = fieldState.error?.message;
  const error = code ? errorText(name, code) : undefined;
  const errorId = `guest-${no}-error`;
  const chosen = field.value ?? [];
  return (
    <fieldset
      className={styles.guest}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t`Guest ${no}`}</legend>
      <FormField name={`guests.${index}.name`} id={`guest-${no}-name`} label={t`Name of guest ${no}`}>
        {(control) => <input {...control} maxLength={120} autoComplete="off" />}
      </FormField>
      <ul className={styles.treatments} aria-label={t`Treatments of guest ${no}`}>
        {menu.filter(choosable).map((product, i) => (
          <li key={product.id}>
            <label className={styles.check}>
              <input
                type="checkbox"
                // The first box takes the focus when the guest has no treatment yet.
                ref={i === 0 ? field.ref : undefined}
                checked={chosen.includes(product.id)}
                onChange={(e) => field.onChange(withTreatment(chosen, product.id, e.target.checked, menu))}
                onBlur={field.onBlur}
              />
              <span>
                {product.name} · {t`${product.duration} min`} · <Money amount={product.price} />
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Force-selected items go to every guest anyway; course sessions are a member's own, used on the web. */
const choosable = (product: { force_select: boolean; type: string }) =>
  !product.force_select && product.type !== 'course_treatment';
