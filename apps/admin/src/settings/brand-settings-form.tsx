import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandSettingsFieldsFragment } from '@sabai/graphql/staff';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { brandSettingsInputSchema, type BrandSettingsInput } from '@sabai/validation';
import { useFormContext } from 'react-hook-form';
import styles from './settings.module.css';
import { PhotoField } from '../forms/photo-field';
import { CustomerChangesFields } from './customer-changes-fields';
import { typedWhole, typedWholeOrNull, typedWholes, wholeOrEmpty } from '../forms/typed-values';

interface Values {
  name: { en: string; th: string; zh: string };
  faq_url: string;
  customer_url: string;
  color_primary: string;
  color_secondary: string;
  deposit_percent: string;
  booking_horizon_days: string;
  no_show_grace_min: string;
  hold_seconds: string;
  online_max_guests: string;
  online_advance_min: string;
  reminder_hours: string;
  self_cancel_hours: string;
  self_cancel_refund: string;
  logo_image_id: string | null;
  vat_registered: boolean;
  legal_name_th: string;
  legal_name_en: string;
  legal_address_th: string;
  legal_address_en: string;
  legal_tax_id: string;
  legal_branch: string;
}

function valuesOf(s: BrandSettingsFieldsFragment): Values {
  return {
    name: { ...s.name },
    faq_url: s.faq_url,
    customer_url: s.customer_url ?? '',
    color_primary: s.color_primary,
    color_secondary: s.color_secondary,
    deposit_percent: String(s.deposit_percent),
    booking_horizon_days: String(s.booking_horizon_days),
    no_show_grace_min: String(s.no_show_grace_min),
    // Empty follows the server's.
    hold_seconds: wholeOrEmpty(s.hold_seconds),
    online_max_guests: wholeOrEmpty(s.online_max_guests),
    online_advance_min: wholeOrEmpty(s.online_advance_min),
    reminder_hours: s.reminder_hours.join(', '),
    self_cancel_hours: wholeOrEmpty(s.self_cancel_hours),
    self_cancel_refund: s.self_cancel_refund,
    // A new logo is an uploaded photo; none keeps the one there is.
    logo_image_id: null,
    vat_registered: s.vat_registered,
    legal_name_th: s.legal_name_th ?? '',
    legal_name_en: s.legal_name_en ?? '',
    legal_address_th: s.legal_address_th ?? '',
    legal_address_en: s.legal_address_en ?? '',
    legal_tax_id: s.legal_tax_id ?? '',
    legal_branch: s.legal_branch,
  };
}

/** Numbers as typed become numbers (a wrong one the schema's refusal); an empty tax id, hold or limit is none. */
function toInput(values: Values) {
  return {
    ...values,
    deposit_percent: typedWhole(values.deposit_percent),
    booking_horizon_days: typedWhole(values.booking_horizon_days),
    no_show_grace_min: typedWhole(values.no_show_grace_min),
    hold_seconds: typedWholeOrNull(values.hold_seconds),
    online_max_guests: typedWholeOrNull(values.online_max_guests),
    online_advance_min: typedWholeOrNull(values.online_advance_min),
    reminder_hours: typedWholes(values.reminder_hours),
    self_cancel_hours: typedWholeOrNull(values.self_cancel_hours),
    legal_tax_id: values.legal_tax_id.trim() === '' ? null : values.legal_tax_id,
  };
}

interface Props {
  settings: BrandSettingsFieldsFragment;
  busy: boolean;
  onSave: (input: BrandSettingsInput) => Promise<unknown>;
}

/** What a refused field needs, in the admin's language. */
function useSettingsMessages() {
  const { t } = useLingui();
  return (field: string, code: string) => {
    if (code.endsWith('.required')) return t`Please fill this in.`;
    if (field.startsWith('color_')) return t`A colour is # and six hexadecimal digits, e.g. #1f2a5a.`;
    if (field.endsWith('_url')) return t`Enter a web address starting with https://, or leave it empty.`;
    if (field === 'deposit_percent') return t`Enter a whole percent from 0 to 100.`;
    if (field === 'booking_horizon_days') return t`Enter a number of days from 1 to 365.`;
    if (field === 'no_show_grace_min') return t`Enter minutes from 0 to 240.`;
    if (field === 'hold_seconds') return t`Enter seconds from 60 to 3600, or leave it empty.`;
    if (field === 'online_max_guests') return t`Enter a number of guests from 1 to 20, or leave it empty.`;
    if (field === 'online_advance_min') return t`Enter minutes from 0 to 2880, or leave it empty.`;
    if (field === 'self_cancel_hours') return t`Enter hours from 0 to 720, or leave it empty.`;
    if (field === 'reminder_hours')
      return t`Enter up to three different numbers of hours from 1 to 168, e.g. 24, 2; or leave it empty for none.`;
    if (field === 'legal_branch') return t`The branch number is five digits; 00000 is the head office.`;
    return undefined;
  };
}

export function BrandSettingsForm({ settings, busy, onSave }: Props) {
  const { t } = useLingui();
  const form = useSchemaForm<Values, BrandSettingsInput>({
    schema: brandSettingsInputSchema,
    defaultValues: valuesOf(settings),
    toInput,
  });
  const describe = useSettingsMessages();
  return (
    <Form form={form} onSubmit={onSave} describe={describe} className={styles.form}>
      <fieldset className={styles.group}>
        <legend>{t`Names and look`}</legend>
        <div className={styles.row}>
          <FormField name="name.en" id="brand-name-en" label={t`Name (English)`}>
            {(control) => <input {...control} lang="en" maxLength={80} />}
          </FormField>
          <FormField name="name.th" id="brand-name-th" label={t`Name (Thai)`}>
            {(control) => <input {...control} lang="th" maxLength={80} />}
          </FormField>
          <FormField name="name.zh" id="brand-name-zh" label={t`Name (Chinese)`}>
            {(control) => <input {...control} lang="zh" maxLength={80} />}
          </FormField>
        </div>
        <div className={styles.row}>
          <FormField name="faq_url" id="brand-faq" label={t`FAQ address`}>
            {(control) => <input {...control} type="url" />}
          </FormField>
          <FormField name="customer_url" id="brand-customer" label={t`Customer service address`}>
            {(control) => <input {...control} type="url" />}
          </FormField>
          <FormField name="color_primary" id="brand-primary" label={t`Main colour`}>
            {(control) => <input {...control} maxLength={7} />}
          </FormField>
          <FormField name="color_secondary" id="brand-secondary" label={t`Second colour`}>
            {(control) => <input {...control} maxLength={7} />}
          </FormField>
        </div>
      </fieldset>
      <PhotoField<Values>
        name="logo_image_id"
        currentSrc={settings.logo}
        legend={t`Logo`}
        alt={t`The brand's logo`}
        removable={false}
      />
      <BookingRules serverHold={settings.server_hold_seconds} />
      <OnlineRules defaults={settings.online_defaults} />
      <CustomerChangesFields />
      <LegalFields />
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}

function BookingRules({ serverHold }: { serverHold: number }) {
  const { t } = useLingui();
  const { register } = useFormContext<Values>();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Bookings`}</legend>
      <div className={styles.row}>
        <FormField
          name="deposit_percent"
          id="brand-deposit"
          label={t`Deposit paid online (%; 0 pays in full)`}
        >
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
        <FormField
          name="booking_horizon_days"
          id="brand-horizon"
          label={t`Bookings taken up to (days ahead)`}
        >
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
        <FormField name="no_show_grace_min" id="brand-grace" label={t`No-show after (minutes late)`}>
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
        <FormField
          name="hold_seconds"
          id="brand-hold"
          label={t`Places held while paying (seconds; empty: the server's)`}
        >
          {(control) => <input {...control} inputMode="numeric" placeholder={String(serverHold)} />}
        </FormField>
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('vat_registered')} />
        {t`Registered for VAT (prices include 7%)`}
      </label>
    </fieldset>
  );
}

/** Empty fields follow the built-in online rules, shown as placeholders (docs/product-rules.md, Booking). */
function OnlineRules({ defaults }: { defaults: BrandSettingsFieldsFragment['online_defaults'] }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Online bookings`}</legend>
      <div className={styles.row}>
        <FormField
          name="online_max_guests"
          id="brand-online-guests"
          label={t`Most guests in one booking (web and kiosk; empty: the built-in)`}
        >
          {(control) => <input {...control} inputMode="numeric" placeholder={String(defaults.max_guests)} />}
        </FormField>
        <FormField
          name="online_advance_min"
          id="brand-online-advance"
          label={t`Web bookings start at least (minutes from now; empty: the built-in)`}
        >
          {(control) => <input {...control} inputMode="numeric" placeholder={String(defaults.advance_min)} />}
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField
          name="reminder_hours"
          id="brand-reminder-hours"
          label={t`Reminders, hours before the visit (e.g. 24, 2; empty: none)`}
        >
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
      </div>
    </fieldset>
  );
}

function LegalFields() {
  const { t } = useLingui();
  return (
    <fieldset className={styles.group}>
      <legend>{t`Seller on tax invoices`}</legend>
      <div className={styles.row}>
        <FormField name="legal_name_th" id="brand-legal-name-th" label={t`Registered name (Thai)`}>
          {(control) => <input {...control} lang="th" maxLength={200} />}
        </FormField>
        <FormField name="legal_name_en" id="brand-legal-name-en" label={t`Registered name (English)`}>
          {(control) => <input {...control} lang="en" maxLength={200} />}
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField name="legal_address_th" id="brand-legal-address-th" label={t`Registered address (Thai)`}>
          {(control) => <textarea {...control} lang="th" rows={2} maxLength={500} />}
        </FormField>
        <FormField
          name="legal_address_en"
          id="brand-legal-address-en"
          label={t`Registered address (English)`}
        >
          {(control) => <textarea {...control} lang="en" rows={2} maxLength={500} />}
        </FormField>
      </div>
      <div className={styles.row}>
        <FormField name="legal_tax_id" id="brand-tax-id" label={t`Tax ID (13 digits)`}>
          {(control) => <input {...control} inputMode="numeric" maxLength={17} />}
        </FormField>
        <FormField name="legal_branch" id="brand-legal-branch" label={t`Branch number (00000: head office)`}>
          {(control) => <input {...control} inputMode="numeric" maxLength={5} />}
        </FormField>
      </div>
    </fieldset>
  );
}
