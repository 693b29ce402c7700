import { useLingui } from '@lingui/react/macro';
import { FormField } from '@sabai/ui/forms';

/** Who asks for the group, and what they would like: the second half of the /book/direct form. */
export function GroupContactFields() {
  const { t } = useLingui();
  return (
    <>
      <FormField name="contact_name" id="direct-contact_name" label={t`Name`}>
        {(control) => <input {...control} autoComplete="name" />}
      </FormField>
      <FormField name="contact_phone" id="direct-contact_phone" label={t`Mobile phone`}>
        {(control) => <input {...control} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField name="contact_email" id="direct-contact_email" label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </FormField>
      <FormField name="message" id="direct-message" label={t`What would you like? (optional)`}>
        {(control) => <textarea {...control} rows={4} maxLength={2000} />}
      </FormField>
    </>
  );
}
