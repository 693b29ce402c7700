import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingDraft } from '@sabai/state';
import { ErrorList, Form, FormField, SubmitButton, TaxInvoiceFields, useSchemaForm } from '@sabai/ui/forms';
import { kioskCheckoutSchema, type KioskCheckout } from '@sabai/validation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from '../sale.module.css';

interface PayFormValues {
  phone: string;
  tax: BookingDraft['tax'];
}

export interface KioskPayFormProps {
  /** The draft's receipt phone and tax details, as the form starts. */
  phone: string;
  tax: BookingDraft['tax'];
  /** No summary yet, a payment opening, or offline: "Pay now" waits. */
  blocked: boolean;
  onPay: (values: KioskCheckout) => Promise<void>;
  /** The payment method's choice, between the receipt's fields and the buttons. */
  children: ReactNode;
}

/**
 * The kiosk's last questions before paying (docs/product-rules.md, Kiosk): a mobile number for an SMS receipt,
 * which may stay empty, and the tax invoice, which is asked for here because the kiosk sells for today.
 */
export function KioskPayForm({ phone, tax, blocked, onPay, children }: KioskPayFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<PayFormValues, KioskCheckout>({
    schema: kioskCheckoutSchema,
    defaultValues: { phone, tax },
  });
  const taxWanted = form.watch('tax.enable');
  return (
    <Form form={form} onSubmit={onPay} className={styles.form} label={t`Receipt and payment`}>
      <FormField name="phone" id="receipt-phone" label={t`Mobile number for an SMS receipt (optional)`}>
        {(control) => <input {...control} type="tel" inputMode="tel" autoComplete="off" maxLength={20} />}
      </FormField>
      <button
        type="button"
        className={styles.choice}
        aria-pressed={taxWanted}
        onClick={() => form.setValue('tax.enable', !taxWanted)}
      >
        <Trans>I need a tax invoice</Trans>
      </button>
      {taxWanted && <TaxInvoiceFields idPrefix="kiosk" />}
      {children}
      <ErrorList />
      <div className={styles.actions}>
        <Link to="/treatment" className={styles.secondary}>
          <Trans>Change treatments</Trans>
        </Link>
        <SubmitButton className={styles.primary} busy={blocked}>
          <Trans>Pay now</Trans>
        </SubmitButton>
      </div>
    </Form>
  );
}
