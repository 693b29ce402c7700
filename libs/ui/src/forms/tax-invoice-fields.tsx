import { useLingui } from '@lingui/react/macro';
import { FormField } from './form-field';
import styles from './field-group.module.css';

export interface TaxInvoiceFieldsProps {
  /** The fields' ids start with it: one page may not hold two fields of one id. */
  idPrefix?: string | undefined;
}

/**
 * The tax invoice's fields (form values under 'tax', checked by the schemas' tax part), shown while the
 * customer asks for one: on the web's contact page and the kiosk's checkout.
 */
export function TaxInvoiceFields({ idPrefix = 'contact' }: TaxInvoiceFieldsProps) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t`Tax invoice`}</legend>
      <p className={styles.hint}>{t`A tax invoice can only be issued on the day of purchase.`}</p>
      <FormField name="tax.id" id={`${idPrefix}-tax-id`} label={t`Tax ID (13 digits)`}>
        {(control) => <input {...control} inputMode="numeric" maxLength={17} />}
      </FormField>
      <FormField name="tax.name" id={`${idPrefix}-tax-name`} label={t`Name on the invoice`} />
      <FormField name="tax.address" id={`${idPrefix}-tax-address`} label={t`Address`}>
        {(control) => <textarea {...control} rows={2} />}
      </FormField>
      <FormField name="tax.phone" id={`${idPrefix}-tax-phone`} label={t`Phone`}>
        {(control) => <input {...control} type="tel" />}
      </FormField>
    </fieldset>
  );
}
