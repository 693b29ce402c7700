import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import styles from './booking.module.css';

/** The tax invoice's fields (form values under 'tax'), shown while the customer asks for one. */
export function TaxInvoiceFields() {
  const { t } = useLingui();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Tax invoice`}</legend>
      <p className={styles.hint}>{t`A tax invoice can only be issued on the day of purchase.`}</p>
      <FormField name="tax.id" id="contact-tax-id" label={t`Tax ID (13 digits)`}>
        {(control) => <input {...control} inputMode="numeric" maxLength={17} />}
      </FormField>
      <FormField name="tax.name" id="contact-tax-name" label={t`Name on the invoice`} />
      <FormField name="tax.address" id="contact-tax-address" label={t`Address`}>
        {(control) => <textarea {...control} rows={2} />}
      </FormField>
      <FormField name="tax.phone" id="contact-tax-phone" label={t`Phone`}>
        {(control) => <input {...control} type="tel" />}
      </FormField>
    </fieldset>
  );
}
