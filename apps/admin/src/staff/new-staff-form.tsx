import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { CreateStaffAccountDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { staffAccountInputSchema, type StaffAccountInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation } from 'urql';
import styles from './staff.module.css';

interface NewStaffValues {
  name: string;
  email: string;
  password: string;
  /** 'brand_admin', or 'branch_staff:<branch id>'. */
  role: string;
}

const EMPTY: NewStaffValues = { name: '', email: '', password: '', role: '' };

/** The choice of role as the schema reads it: a role, and a branch for branch staff. */
function toInput(values: NewStaffValues) {
  const [role, branchId] = values.role.split(':');
  return { ...values, role: role ?? '', branch_id: branchId ?? null };
}

/** A new account with its first password and its role in the brand, checked by the server's schema. */
export function NewStaffForm({
  branches,
  onMade,
}: {
  branches: { id: string; name: string }[];
  onMade: () => void;
}) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [state, create] = useMutation(CreateStaffAccountDocument);
  const form = useSchemaForm<NewStaffValues, StaffAccountInput>({
    schema: staffAccountInputSchema,
    defaultValues: EMPTY,
    toInput,
  });
  const describe = (field: string, code: string) => {
    if (code === 'name.required') return t`Please enter the person's name.`;
    if (field === 'role' || code === 'branch_id.required') return t`Choose a role.`;
    return undefined;
  };
  const submit = async (input: StaffAccountInput) => {
    const { error } = await create({ input }, { quietErrors: true });
    if (error) {
      showSnackbar({ message: errorText(error), source: 'graphql' });
      return;
    }
    showSnackbar({ message: t`Account made for ${input.name}.`, color: 'success' });
    form.reset(EMPTY);
    onMade();
  };
  return (
    <Form form={form} onSubmit={submit} describe={describe} className={styles.form}>
      <FormField name="name" id="staff-name" label={t`Name`}>
        {(control) => <input {...control} autoComplete="off" maxLength={80} />}
      </FormField>
      <FormField name="email" id="staff-email" label={t`E-mail`}>
        {(control) => <input {...control} type="email" autoComplete="off" />}
      </FormField>
      <FormField name="password" id="staff-password" label={t`First password (at least 8 characters)`}>
        {(control) => <input {...control} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField name="role" id="staff-role" label={t`Role`}>
        {(control) => (
          <select {...control}>
            <option value="">{t`Choose a role`}</option>
            <option value="brand_admin">{t`Brand admin`}</option>
            {branches.map((b) => (
              <option key={b.id} value={`branch_staff:${b.id}`}>
                {t`Staff at ${b.name}`}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <SubmitButton busy={state.fetching}>
        <Trans>Make the account</Trans>
      </SubmitButton>
    </Form>
  );
}
