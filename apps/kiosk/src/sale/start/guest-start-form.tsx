import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorList, Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { kioskGuestStartSchema, type KioskGuestStartInput } from '@sabai/validation';
import styles from '../sale.module.css';
import { PartySize } from './party-size';

interface GuestStartValues {
  name: string;
  guest_count: number;
}

export interface GuestStartFormProps {
  onStart: (input: KioskGuestStartInput) => void;
}

/** A walk-in guest: a name to call them by and how many come. */
export function GuestStartForm({ onStart }: GuestStartFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<GuestStartValues, KioskGuestStartInput>({
    schema: kioskGuestStartSchema,
    defaultValues: { name: '', guest_count: 1 },
  });
  const count = form.watch('guest_count');
  return (
    <Form form={form} onSubmit={onStart} className={styles.form} label={t`Continue as a guest`}>
      <FormField name="name" id="guest-start-name" label={t`Your name`}>
        {(control) => <input {...control} autoComplete="off" maxLength={120} />}
      </FormField>
      <PartySize
        value={count}
        onChange={(next) => form.setValue('guest_count', next, { shouldValidate: true })}
      />
      <ErrorList />
      <SubmitButton className={styles.primary}>
        <Trans>Choose treatments</Trans>
      </SubmitButton>
    </Form>
  );
}
