import { Trans, useLingui } from '@lingui/react/macro';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { reportInputSchema, type ReportInput } from '@sabai/validation';
import type { ReportRange } from './report-range';
import styles from './reports.module.css';

interface ReportFilterProps {
  branches: { id: string; name: string }[];
  /** Whether the report can be narrowed to one branch (the members' figures cannot). */
  byBranch?: boolean;
  value: ReportRange;
  onChange: (range: ReportRange) => void;
}

/** The report's days and branch, checked by the server's own schema before the report is asked for. */
export function ReportFilter({ branches, byBranch = true, value, onChange }: ReportFilterProps) {
  const { t } = useLingui();
  const form = useSchemaForm<{ from: string; to: string; branch_id: string }, ReportInput>({
    schema: reportInputSchema,
    defaultValues: { from: value.from, to: value.to, branch_id: value.branchId ?? '' },
    toInput: (values) => ({ ...values, branch_id: values.branch_id === '' ? null : values.branch_id }),
  });
  const describe = (field: string, code: string) => {
    if (code === 'to.beforeFrom') return t`The end date is before the start date.`;
    if (code === 'to.tooFar') return t`A report covers a year at most.`;
    if (field === 'from' || field === 'to') return t`Choose a date.`;
    return undefined;
  };
  return (
    <Form
      form={form}
      className={styles.filter}
      describe={describe}
      label={t`Report filter`}
      onSubmit={(input) => onChange({ from: input.from, to: input.to, branchId: input.branch_id })}
    >
      <FormField name="from" id="report-from" label={t`From`}>
        {(control) => <input {...control} type="date" />}
      </FormField>
      <FormField name="to" id="report-to" label={t`To`}>
        {(control) => <input {...control} type="date" />}
      </FormField>
      {byBranch && (
        <FormField name="branch_id" id="report-branch" label={t`Branch`}>
          {(control) => (
            <select {...control}>
              <option value="">{t`All branches`}</option>
              {branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <SubmitButton busy={false}>
        <Trans>Show</Trans>
      </SubmitButton>
    </Form>
  );
}
