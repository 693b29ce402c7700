import { Trans, useLingui } from '@lingui/react/macro';
import { Money } from '@sabai/ui';
import { fieldStyles } from '@sabai/ui/field-styles';
import type { BranchProduct, GuestDraft } from './booking-draft';
import styles from './new-booking.module.css';

export interface GuestFieldsProps {
  no: number;
  guest: GuestDraft;
  /** The branch's products a guest may choose (force-selected ones are added for every guest). */
  products: readonly BranchProduct[];
  error: string | undefined;
  onChange: (guest: GuestDraft) => void;
}

/** One guest: a name and the treatments, each a checkbox named by the product, its length and price. */
export function GuestFields({ no, guest, products, error, onChange }: GuestFieldsProps) {
  const { t } = useLingui();
  const errorId = `guest-${no}-error`;
  const toggle = (id: string, on: boolean) =>
    onChange({ ...guest, chosen: on ? [...guest.chosen, id] : guest.chosen.filter((c) => c !== id) });
  return (
    <fieldset
      className={styles.guest}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{t`Guest ${no}`}</legend>
      <div className={fieldStyles.field}>
        <label htmlFor={`guest-${no}-name`}>
          <Trans>Name of guest {no}</Trans>
        </label>
        <input
          id={`guest-${no}-name`}
          value={guest.name}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => onChange({ ...guest, name: e.target.value })}
        />
      </div>
      <ul className={styles.treatments} aria-label={t`Treatments of guest ${no}`}>
        {products.map((product) => (
          <li key={product.id}>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={guest.chosen.includes(product.id)}
                onChange={(e) => toggle(product.id, e.target.checked)}
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
