import { Trans, useLingui } from '@lingui/react/macro';
import { bookingAtom, withChangedVisit, type BookingDraft, type SuggestedBranch } from '@sabai/state';
import { contactFormSchema, parseInput } from '@sabai/validation';
import { useAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AllotmentNotice } from './allotment-notice';
import styles from './booking.module.css';
import { useFieldMessage } from './field-messages';
import { usePrebook } from './use-prebook';

type Errors = Record<string, string>;

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** /book/contact: who books, and the tax invoice if wanted; then the places are held (prebook). */
export function ContactPage() {
  const [booking, setBooking] = useAtom(bookingAtom);
  const [errors, setErrors] = useState<Errors>({});
  const { prebook, busy } = usePrebook();
  const navigate = useNavigate();
  const message = useFieldMessage();
  const { t } = useLingui();

  if (!booking.branchId || !booking.date || !booking.time) return <Navigate to="/book" replace />;

  const contact = booking.contact;
  const tax = booking.tax;
  const setContact = (change: Partial<BookingDraft['contact']>) =>
    setBooking((b) => ({ ...b, contact: { ...b.contact, ...change } }));
  const setTax = (change: Partial<BookingDraft['tax']>) =>
    setBooking((b) => ({ ...b, tax: { ...b.tax, ...change } }));

  const submit = async () => {
    const parsed = parseInput(contactFormSchema, {
      name: contact.name,
      phone: contact.phone,
      email: contact.email,
      request: booking.request,
      tax: tax.enable ? tax : { enable: false },
    });
    if (!parsed.ok) {
      const found: Errors = {};
      for (const p of parsed.problems) found[p.field] ??= message(p.message);
      setErrors(found);
      document.getElementById(`contact-${Object.keys(found)[0]?.replace('.', '-')}`)?.focus();
      return;
    }
    setErrors({});
    const draft = {
      ...booking,
      contact: { name: parsed.value.name, phone: parsed.value.phone, email: parsed.value.email },
    };
    if (await prebook(draft)) void navigate('/book/checkout');
  };

  const switchBranch = async (branch: SuggestedBranch) => {
    // A suggested branch sells the same menu (is_swappable_branch): the guests' lists stay as they are.
    const draft = withChangedVisit(booking, { branchId: branch.id });
    setBooking(draft);
    if (await prebook(draft)) void navigate('/book/checkout');
  };

  const input = (id: string, describedBy: string | undefined) => ({
    id,
    'aria-invalid': describedBy !== undefined,
    'aria-describedby': describedBy,
  });

  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Contact details</Trans>
      </h1>
      {booking.allotment && !booking.allotment.is_bookable && (
        <AllotmentNotice allotment={booking.allotment} onSwitch={(b) => void switchBranch(b)} busy={busy} />
      )}
      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Field id="contact-name" label={t`Name`} error={errors['name']}>
          {(d) => (
            <input
              {...input('contact-name', d)}
              autoComplete="name"
              value={contact.name}
              onChange={(e) => setContact({ name: e.target.value })}
            />
          )}
        </Field>
        <Field id="contact-phone" label={t`Mobile phone`} error={errors['phone']}>
          {(d) => (
            <input
              {...input('contact-phone', d)}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={contact.phone}
              onChange={(e) => setContact({ phone: e.target.value })}
            />
          )}
        </Field>
        <Field id="contact-email" label={t`E-mail`} error={errors['email']}>
          {(d) => (
            <input
              {...input('contact-email', d)}
              type="email"
              autoComplete="email"
              value={contact.email}
              onChange={(e) => setContact({ email: e.target.value })}
            />
          )}
        </Field>
        <Field id="contact-request" label={t`Special request (optional)`} error={errors['request']}>
          {(d) => (
            <textarea
              {...input('contact-request', d)}
              rows={3}
              maxLength={1000}
              value={booking.request}
              onChange={(e) => setBooking((b) => ({ ...b, request: e.target.value }))}
            />
          )}
        </Field>

        <label className={styles.check}>
          <input
            type="checkbox"
            checked={tax.enable}
            onChange={(e) => setTax({ enable: e.target.checked })}
          />
          <Trans>I need a tax invoice</Trans>
        </label>
        {tax.enable && (
          <fieldset className={styles.fieldset}>
            <legend>{t`Tax invoice`}</legend>
            <p className={styles.hint}>{t`A tax invoice can only be issued on the day of purchase.`}</p>
            <Field id="contact-tax-id" label={t`Tax ID (13 digits)`} error={errors['tax.id']}>
              {(d) => (
                <input
                  {...input('contact-tax-id', d)}
                  inputMode="numeric"
                  maxLength={17}
                  value={tax.id}
                  onChange={(e) => setTax({ id: e.target.value })}
                />
              )}
            </Field>
            <Field id="contact-tax-name" label={t`Name on the invoice`} error={errors['tax.name']}>
              {(d) => (
                <input
                  {...input('contact-tax-name', d)}
                  value={tax.name}
                  onChange={(e) => setTax({ name: e.target.value })}
                />
              )}
            </Field>
            <Field id="contact-tax-address" label={t`Address`} error={errors['tax.address']}>
              {(d) => (
                <textarea
                  {...input('contact-tax-address', d)}
                  rows={2}
                  value={tax.address}
                  onChange={(e) => setTax({ address: e.target.value })}
                />
              )}
            </Field>
            <Field id="contact-tax-phone" label={t`Phone`} error={errors['tax.phone']}>
              {(d) => (
                <input
                  {...input('contact-tax-phone', d)}
                  type="tel"
                  value={tax.phone}
                  onChange={(e) => setTax({ phone: e.target.value })}
                />
              )}
            </Field>
          </fieldset>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          <Trans>Continue to payment</Trans>
        </button>
      </form>
    </main>
  );
}
