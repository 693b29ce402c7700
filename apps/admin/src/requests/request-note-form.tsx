import { Trans, useLingui } from '@lingui/react/macro';
import type { GroupRequestStatus } from '@sabai/graphql/staff';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { requestNoteFormSchema } from '@sabai/validation';
import styles from './requests.module.css';

interface NoteFormProps {
  status: GroupRequestStatus;
  busy: boolean;
  onSave: (status: GroupRequestStatus, note: string) => Promise<boolean>;
}

/** A note on the request, checked by the server's own schema (trimmed, 1 to 1,000 characters). */
export function RequestNoteForm({ status, busy, onSave }: NoteFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<{ note: string }, { note: string }>({
    schema: requestNoteFormSchema,
    defaultValues: { note: '' },
  });
  const submit = async ({ note }: { note: string }) => {
    if (await onSave(status, note)) form.reset({ note: '' });
  };
  // The schema's codes for a note in words; any other code is the kit's sentence.
  const describe = (field: string, code: string) => {
    if (field !== 'note') return undefined;
    if (code === 'note.required') return t`Please write the note first.`;
    if (code === 'note.tooLong') return t`The note is too long (1,000 characters at most).`;
    return undefined;
  };
  return (
    <Form form={form} onSubmit={submit} describe={describe} className={styles.noteForm}>
      <FormField name="note" id="request-note" label={t`Add a note`}>
        {(control) => <textarea {...control} rows={4} />}
      </FormField>
      <SubmitButton busy={busy}>
        <Trans>Save note</Trans>
      </SubmitButton>
    </Form>
  );
}
