// The audit log's filter (react-hook-form with the server's own schema, @sabai/ui/forms): branch, staff
// name, action, subject and days. Checked on submit; the values go to the URL, which the page reads.
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { auditFilterSchema, type AuditFilterInput } from '@sabai/validation';
import { useAdminContext } from '../session/admin-context';
import styles from './audit.module.css';

export const FILTER_FIELDS = [
  'branch_id',
  'staff',
  'action',
  'subject_type',
  'subject_id',
  'from',
  'to',
] as const;
export type AuditFilterValues = Record<(typeof FILTER_FIELDS)[number], string>;

/** Subjects the staff operations write today. */
const SUBJECT_TYPES = ['booking', 'group_request'] as const;

interface AuditFilterFormProps {
  values: AuditFilterValues;
  onFilter: (values: AuditFilterValues) => void;
}

export function AuditFilterForm({ values, onFilter }: AuditFilterFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<AuditFilterValues, AuditFilterInput>({
    schema: auditFilterSchema,
    defaultValues: values,
  });
  const describe = (field: string, code: string) => {
    if (code === 'date.invalid') return t`Please enter a date as YYYY-MM-DD.`;
    if (field === 'to' && code === 'to.beforeFrom') return t`The end date is before the start date.`;
    if (code.endsWith('.tooLong')) return t`This is too long.`;
    return undefined;
  };
  return (
    <Form
      form={form}
      className={styles.filter}
      describe={describe}
      // The form's strings go to the URL as typed (trimmed); the server checks them again.
      onSubmit={() => onFilter(trimmed(form.getValues()))}
    >
      <BranchField />
      <FormField name="staff" id="audit-staff" label={t`Staff name`} />
      <FormField name="action" id="audit-action" label={t`Action`} />
      <SubjectTypeField />
      <FormField name="subject_id" id="audit-subject-id" label={t`Booking number or id`} />
      <FormField name="from" id="audit-from" label={t`From`}>
        {(control) => <input {...control} type="date" />}
      </FormField>
      <FormField name="to" id="audit-to" label={t`To`}>
        {(control) => <input {...control} type="date" />}
      </FormField>
      <div className={styles.filterActions}>
        <SubmitButton>
          <Trans>Filter</Trans>
        </SubmitButton>
        <button type="button" onClick={() => onFilter(emptyFilter())}>
          <Trans>Clear</Trans>
        </button>
      </div>
    </Form>
  );
}

function BranchField() {
  const { t } = useLingui();
  const { branches, branch } = useAdminContext();
  // The chosen brand's branches: the log is the brand's.
  const brandBranches = branches.filter((b) => !branch || b.brand_id === branch.brand_id);
  return (
    <FormField name="branch_id" id="audit-branch" label={t`Branch`}>
      {(control) => (
        <select {...control}>
          <option value="">{t`All branches`}</option>
          {brandBranches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function SubjectTypeField() {
  const { t } = useLingui();
  const subjectLabel = (type: (typeof SUBJECT_TYPES)[number]) =>
    type === 'booking' ? t`Booking` : t`Group request`;
  return (
    <FormField name="subject_type" id="audit-subject-type" label={t`Subject`}>
      {(control) => (
        <select {...control}>
          <option value="">{t`Any subject`}</option>
          {SUBJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {subjectLabel(type)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export const emptyFilter = (): AuditFilterValues =>
  Object.fromEntries(FILTER_FIELDS.map((f) => [f, ''])) as AuditFilterValues;

const trimmed = (values: AuditFilterValues): AuditFilterValues =>
  Object.fromEntries(FILTER_FIELDS.map((f) => [f, (values[f] ?? '').trim()])) as AuditFilterValues;
