import { Trans, useLingui } from '@lingui/react/macro';
import { bookingAtom, userAtom, type BookingDraft, type SessionUser } from '@sabai/state';
import { Form, FormField, SubmitButton, TaxInvoiceFields, useSchemaForm } from '@sabai/ui/forms';
import { contactFormSchema, type ContactForm as ContactFormOutput } from '@sabai/validation';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import styles from './booking.module.css';

type ContactValues = BookingDraft['contact'] & Pick<BookingDraft, 'request' | 'tax'>;

export interface ContactFormProps {
  busy: boolean;
  /** The contact as the schema leaves it (trimmed, the phone normalised). */
  onSubmit: (contact: BookingDraft['contact']) => Promise<void>;
}

/** Every keystroke goes to the draft too, as before: a reload on /book/contact keeps what was typed. */
function useDraftSync(form: UseFormReturn<ContactValues, unknown, ContactFormOutput>) {
  const [, setBooking] = useAtom(bookingAtom);
  useEffect(() => {
    const subscription = form.watch(() => {
      const { name, phone, email, request, tax } = form.getValues();
      setBooking((b) => ({ ...b, contact: { name, phone, email }, request, tax: { ...tax } }));
    });
    return () => subscription.unsubscribe();
  }, [form, setBooking]);
}

/** The contact a member's profile gives: name, phone and e-mail. */
export function memberContact(user: SessionUser): BookingDraft['contact'] {
  return { name: `${user.first_name} ${user.last_name}`.trim(), phone: user.phone, email: user.email };
}

/**
 * A logged-in member does not type their details again: empty fields take the profile's (`me`, which may
 * answer after the page opened); whatever is in a field stays, and every field stays editable.
 */
function useMemberPrefill(form: UseFormReturn<ContactValues, unknown, ContactFormOutput>) {
  const user = useAtomValue(userAtom);
  useEffect(() => {
    if (!user) return;
    const profile = memberContact(user);
    for (const field of ['name', 'phone', 'email'] as const) {
      if (profile[field] && !form.getValues(field))
        form.setValue(field, profile[field], { shouldDirty: true });
    }
  }, [user, form]);
  return user !== undefined;
}

/** Who books, and the tax invoice if wanted, checked by the server's contactFormSchema. */
export function ContactForm({ busy, onSubmit }: ContactFormProps) {
  const [booking] = useAtom(bookingAtom);
  const { t } = useLingui();
  const form = useSchemaForm<ContactValues, ContactFormOutput>({
    schema: contactFormSchema,
    defaultValues: { ...booking.contact, request: booking.request, tax: booking.tax },
  });
  useDraftSync(form);
  const member = useMemberPrefill(form);
  const taxWanted = useWatch({ control: form.control, name: 'tax.enable' });

  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={({ name, phone, email }) => onSubmit({ name, phone, email })}
    >
      {member && (
        <p className={styles.hint}>
          <Trans>Filled in from your profile. You can change anything for this booking.</Trans>
        </p>
      )}
      <FormField name="name" id="contact-name" label={t`Name`}>
        {(control) => <input {...control} autoComplete="name" />}
      </FormField>
      <FormField name="phone" id="contact-phone" label={t`Mobile phone`}>
        {(control) => <input {...control} type="tel" autoComplete="tel" inputMode="tel" />}
      </FormField>
      <FormField name="email" id="contact-email" label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="email" />}
      </FormField>
      <FormField name="request" id="contact-request" label={t`Special request (optional)`}>
        {(control) => <textarea {...control} rows={3} maxLength={1000} />}
      </FormField>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('tax.enable')} />
        <Trans>I need a tax invoice</Trans>
      </label>
      {taxWanted && <TaxInvoiceFields />}
      <SubmitButton busy={busy} className={styles.primary}>
        <Trans>Continue to payment</Trans>
      </SubmitButton>
    </Form>
  );
}
