import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';
import styles from './new-booking.module.css';

/** Who to reach (a phone or an e-mail, for the payment link too), the member if any, a promotion and a note. */
export function ContactFields() {
  const { t } = useLingui();
  return (
    <div className={styles.row}>
      <FormField name="contact_name" id="contact-name" label={t`Contact name`}>
        {(control) => <input {...control} autoComplete="off" required />}
      </FormField>
      <FormField name="contact_phone" id="contact-phone" label={t`Mobile phone`}>
        {(control) => <input {...control} type="tel" autoComplete="off" />}
      </FormField>
      <FormField name="contact_email" id="contact-email" label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="off" />}
      </FormField>
      <FormField name="member_id" id="member-id" label={t`Member id (optional)`}>
        {(control) => <input {...control} autoComplete="off" />}
      </FormField>
      <FormField name="promo_code" id="promo-code" label={t`Promotion code (optional)`}>
        {(control) => <input {...control} autoComplete="off" />}
      </FormField>
      <FormField name="request" id="request" label={t`Request (optional)`}>
        {(control) => <textarea {...control} rows={2} maxLength={1000} />}
      </FormField>
    </div>
  );
}
