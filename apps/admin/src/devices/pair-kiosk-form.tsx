import { Trans, useLingui } from '@lingui/react/macro';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { kioskPairingCodeInputSchema, type KioskPairingCodeInput } from '@sabai/validation';
import styles from './devices.module.css';

interface PairKioskFormProps {
  branchId: string;
  busy: boolean;
  onPair: (input: KioskPairingCodeInput) => Promise<boolean>;
}

/** The new kiosk's name, checked by the server's own schema; the branch is the one chosen in the header. */
export function PairKioskForm({ branchId, busy, onPair }: PairKioskFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<{ name: string }, KioskPairingCodeInput>({
    schema: kioskPairingCodeInputSchema,
    defaultValues: { name: '' },
    toInput: (values) => ({ branch_id: branchId, name: values.name }),
  });
  const submit = async (input: KioskPairingCodeInput) => {
    if (await onPair(input)) form.reset({ name: '' });
  };
  const describe = (field: string, code: string) => {
    if (field !== 'name') return undefined;
    if (code === 'name.required') return t`Please name the kiosk, e.g. "Lobby kiosk".`;
    if (code === 'name.tooLong') return t`The name is too long (80 characters at most).`;
    return undefined;
  };
  return (
    <Form form={form} onSubmit={submit} describe={describe} className={styles.pairForm}>
      <FormField name="name" id="kiosk-name" label={t`Kiosk name`}>
        {(control) => <input {...control} type="text" autoComplete="off" maxLength={80} />}
      </FormField>
      <SubmitButton busy={busy}>
        <Trans>Make a pairing code</Trans>
      </SubmitButton>
    </Form>
  );
}
