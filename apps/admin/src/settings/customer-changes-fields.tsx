// The brand's rules for customers' own cancellations (docs/product-rules.md, Changes by the customer): until how
// many hours before the visit (empty: only the branch cancels) and what money goes back.
import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import styles from './settings.module.css';

export function CustomerChangesFields() {
  const { t } = useLingui();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Cancellations by customers`}</legend>
      <div className={styles.row}>
        <FormField
          name="self_cancel_hours"
          id="brand-self-cancel-hours"
          label={t`Customers may cancel until (hours before the visit; empty: only the branch)`}
        >
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
        <FormField
          name="self_cancel_refund"
          id="brand-self-cancel-refund"
          label={t`Money back when a customer cancels`}
        >
          {(control) => (
            <select {...control}>
              <option value="none">{t`None (payments are non-refundable)`}</option>
              <option value="wallet">{t`To the member's wallet`}</option>
              <option value="gateway">{t`Back to the card or account`}</option>
            </select>
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
