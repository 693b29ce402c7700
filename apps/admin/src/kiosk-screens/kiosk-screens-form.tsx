// The kiosk screens' form (docs/product-rules.md, Kiosk screens): how long each kind of page waits, and the ads an
// idle kiosk rotates, each a photo with a title and a line in three languages and its days. Checked by the
// server's own schema before it is sent.
import { Trans, useLingui } from '@lingui/react/macro';
import type { KioskSettingsFieldsFragment } from '@sabai/graphql/staff';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { kioskSettingsInputSchema, type KioskSettingsInput } from '@sabai/validation';
import { useFieldArray } from 'react-hook-form';
import { AdFields } from './ad-fields';
import { AddAd } from './add-ad';
import { toInput, valuesOf, type KioskFormValues } from './kiosk-form-values';
import styles from './kiosk-screens.module.css';

interface KioskScreensFormProps {
  settings: KioskSettingsFieldsFragment;
  busy: boolean;
  onSave: (input: KioskSettingsInput) => Promise<unknown>;
}

function useMessages() {
  const { t } = useLingui();
  return (field: string, code: string) => {
    if (code.endsWith('.tooShort') || code.endsWith('.tooLong') || code.endsWith('.invalid')) {
      if (field === 'idle.default_sec') return t`Between 30 and 600 seconds.`;
      if (field === 'idle.payment_sec') return t`Between 60 and 900 seconds.`;
      if (field === 'idle.confirm_sec') return t`Between 10 and 300 seconds.`;
      if (field === 'idle.show_ad_after_sec') return t`Between 15 and 600 seconds.`;
    }
    if (code.endsWith('.required')) return t`Please enter the title in every language.`;
    if (code === 'last_day.beforeFirst') return t`The last day is before the first.`;
    if (code.endsWith('.tooLong')) return t`This is too long.`;
    return undefined;
  };
}

function IdleFields({ server }: { server: KioskSettingsFieldsFragment['server_idle'] }) {
  const { t } = useLingui();
  const fields = [
    ['default_sec', t`Most pages (seconds)`],
    ['payment_sec', t`Payment (seconds)`],
    ['confirm_sec', t`Confirmation (seconds)`],
    ['show_ad_after_sec', t`Ads after the home page waits (seconds)`],
  ] as const;
  return (
    <fieldset className={styles.group}>
      <legend>{t`How long a page waits for a touch`}</legend>
      <p>{t`Empty: the server's duration, shown greyed.`}</p>
      {fields.map(([name, label]) => (
        <FormField key={name} name={`idle.${name}`} id={`idle-${name}`} label={label}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={String(server[name] ?? '')}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}

export function KioskScreensForm({ settings, busy, onSave }: KioskScreensFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<KioskFormValues, KioskSettingsInput>({
    schema: kioskSettingsInputSchema,
    defaultValues: valuesOf(settings),
    toInput,
  });
  const ads = useFieldArray({ control: form.control, name: 'ads' });
  return (
    <Form form={form} onSubmit={onSave} describe={useMessages()} className={styles.form}>
      <IdleFields server={settings.server_idle} />
      <section className={styles.group} aria-labelledby="ads-title">
        <h2 id="ads-title">{t`Ads on an idle kiosk, in turn`}</h2>
        {ads.fields.length === 0 && <p>{t`No ads: the idle kiosk shows the brand's logo.`}</p>}
        {ads.fields.map((field, i) => (
          <AdFields key={field.id} index={i} onRemove={() => ads.remove(i)} />
        ))}
        {ads.fields.length < 10 && <AddAd onAdd={(ad) => ads.append(ad)} />}
      </section>
      <SubmitButton busy={busy}>
        <Trans>Save</Trans>
      </SubmitButton>
    </Form>
  );
}
