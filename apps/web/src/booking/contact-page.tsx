import { Trans, useLingui } from '@lingui/react/macro';
import { usePrebook } from '@sabai/booking-journey';
import { bookingAtom, withChangedVisit, type BookingDraft, type SuggestedBranch } from '@sabai/state';
import { contactFormSchema, parseInput } from '@sabai/validation';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AllotmentNotice } from './allotment-notice';
import styles from './booking.module.css';
import { useFieldMessage } from './field-messages';
import { FormField } from './form-field';

type Errors = Record<string, string>;

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
        <FormField id="contact-name" label={t`Name`} error={errors['name']}>
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              value={contact.name}
              onChange={(e) => setContact({ name: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="contact-phone" label={t`Mobile phone`} error={errors['phone']}>
          {(control) => (
            <input
              {...control}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={contact.phone}
              onChange={(e) => setContact({ phone: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="contact-email" label={t`E-mail`} error={errors['email']}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              value={contact.email}
              onChange={(e) => setContact({ email: e.target.value })}
            />
          )}
        </FormField>
        <FormField id="contact-request" label={t`Special request (optional)`} error={errors['request']}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={1000}
              value={booking.request}
              onChange={(e) => setBooking((b) => ({ ...b, request: e.target.value }))}
            />
          )}
        </FormField>

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
            <FormField id="contact-tax-id" label={t`Tax ID (13 digits)`} error={errors['tax.id']}>
              {(control) => (
                <input
                  {...control}
                  inputMode="numeric"
                  maxLength={17}
                  value={tax.id}
                  onChange={(e) => setTax({ id: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="contact-tax-name" label={t`Name on the invoice`} error={errors['tax.name']}>
              {(control) => (
                <input {...control} value={tax.name} onChange={(e) => setTax({ name: e.target.value })} />
              )}
            </FormField>
            <FormField id="contact-tax-address" label={t`Address`} error={errors['tax.address']}>
              {(control) => (
                <textarea
                  {...control}
                  rows={2}
                  value={tax.address}
                  onChange={(e) => setTax({ address: e.target.value })}
                />
              )}
            </FormField>
            <FormField id="contact-tax-phone" label={t`Phone`} error={errors['tax.phone']}>
              {(control) => (
                <input
                  {...control}
                  type="tel"
                  value={tax.phone}
                  onChange={(e) => setTax({ phone: e.target.value })}
                />
              )}
            </FormField>
          </fieldset>
        )}
        <button type="submit" className={styles.primary} disabled={busy}>
          <Trans>Continue to payment</Trans>
        </button>
      </form>
    </main>
  );
}
