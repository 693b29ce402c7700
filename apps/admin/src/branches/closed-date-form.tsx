import { Trans, useLingui } from '@lingui/react/macro';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { closedDateInputSchema, type ClosedDateInput } from '@sabai/validation';
import styles from './branches.module.css';

interface ClosedDateFormProps {
  branchId: string;
  /** The branch's today: earlier dates cannot be closed. */
  today: string;
  busy: boolean;
  onClose: (input: ClosedDateInput) => Promise<boolean>;
}

/** A date to close the branch on, with a note (a holiday's name), checked by the server's own schema. */
export function ClosedDateForm({ branchId, today, busy, onClose }: ClosedDateFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<{ date: string; note: string }, ClosedDateInput>({
    schema: closedDateInputSchema,
    defaultValues: { date: '', note: '' },
    toInput: (values) => ({ branch_id: branchId, date: values.date, note: values.note }),
  });
  const submit = async (input: ClosedDateInput) => {
    if (await onClose(input)) form.reset({ date: '', note: '' });
  };
  const describe = (field: string, code: string) => {
    if (field === 'date') return t`Choose a date.`;
    if (code === 'note.tooLong') return t`The note is at most 200 characters.`;
    return undefined;
  };
  return (
    <Form form={form} onSubmit={submit} describe={describe} className={styles.form}>
      <FormField name="date" id="closed-date" label={t`Date`}>
        {(control) => <input {...control} type="date" min={today} />}
      </FormField>
      <FormField name="note" id="closed-note" label={t`Note (e.g. Songkran)`}>
        {(control) => <input {...control} type="text" maxLength={200} autoComplete="off" />}
      </FormField>
      <SubmitButton busy={busy}>
        <Trans>Close on this date</Trans>
      </SubmitButton>
    </Form>
  );
}
