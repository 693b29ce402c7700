// A course template's form (docs/product-rules.md, Courses): code, names, volume, set size, validity and the course
// treatments it covers, checked by the server's own schema. A template members own keeps its set size and items.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogProductFieldsFragment, CourseTemplateFieldsFragment } from '@sabai/graphql/staff';
import { localeAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useErrorText, useSchemaForm } from '@sabai/ui/forms';
import { courseTemplateInputSchema, type CourseTemplateInput } from '@sabai/validation';
import { useAtomValue } from 'jotai';
import { useFormContext, useFormState } from 'react-hook-form';
import { toInput, valuesOf, type CourseFormValues } from './course-form-values';
import styles from './courses.module.css';

interface CourseFormProps {
  course: CourseTemplateFieldsFragment | undefined;
  treatments: CatalogProductFieldsFragment[];
  busy: boolean;
  onSave: (input: CourseTemplateInput) => Promise<unknown>;
}

function useMessages() {
  const { t } = useLingui();
  return (field: string, code: string) => {
    if (code === 'code.invalid') return t`Two to sixteen capitals, digits or dashes, e.g. YC03.`;
    if (code === 'code.taken') return t`Another course of the brand has this code.`;
    if (code.endsWith('.required') && field.startsWith('name')) return t`Please fill this in.`;
    if (field === 'volume') return t`Whole sets from 1 to 1,000.`;
    if (field === 'treatments_per_set') return t`From 1 to 10 treatments.`;
    if (field === 'valid_days') return t`Days from 1 to 3,650.`;
    if (code.endsWith('.sold')) return t`Members own this course: it stays as sold.`;
    if (field.startsWith('items')) return t`Tick one to twenty of the brand's course treatments.`;
    return undefined;
  };
}

function Treatments({ treatments, locked }: { treatments: CatalogProductFieldsFragment[]; locked: boolean }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { register } = useFormContext<CourseFormValues>();
  const { errors } = useFormState<CourseFormValues>({ name: 'items' });
  const errorText = useErrorText();
  const code = errors.items?.message ?? errors.items?.root?.message;
  return (
    <fieldset className={styles.group} disabled={locked}>
      <legend>{t`Course treatments it covers`}</legend>
      {code && (
        <p role="alert" className={styles.error}>
          {errorText('items', code)}
        </p>
      )}
      {treatments.map((p) => (
        <label key={p.id} className={styles.check}>
          <input type="checkbox" value={p.id} {...register('items')} />
          {p.code} · {p.name[locale]}
        </label>
      ))}
    </fieldset>
  );
}

export function CourseForm({ course, treatments, busy, onSave }: CourseFormProps) {
  const { t } = useLingui();
  const form = useSchemaForm<CourseFormValues, CourseTemplateInput>({
    schema: courseTemplateInputSchema,
    defaultValues: valuesOf(course),
    toInput: (values) => toInput(values, course?.id ?? null),
  });
  const owned = course?.owned ?? 0;
  return (
    <Form form={form} onSubmit={onSave} describe={useMessages()} className={styles.form}>
      {owned > 0 && (
        <p>
          {plural(owned, {
            one: 'A member owns this course: its set size and treatments stay as sold.',
            other: '# members own this course: its set size and treatments stay as sold.',
          })}
        </p>
      )}
      <div className={styles.row}>
        <FormField name="code" id="course-code" label={t`Code`}>
          {(control) => <input {...control} maxLength={16} autoComplete="off" />}
        </FormField>
        {(['en', 'th', 'zh'] as const).map((lang) => {
          const label = { en: t`Name (English)`, th: t`Name (Thai)`, zh: t`Name (Chinese)` }[lang];
          return (
            <FormField key={lang} name={`name.${lang}`} id={`course-name-${lang}`} label={label}>
              {(control) => <input {...control} lang={lang} maxLength={120} />}
            </FormField>
          );
        })}
      </div>
      <div className={styles.row}>
        <FormField name="volume" id="course-volume" label={t`Sets sold in one course`}>
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
        <FormField name="treatments_per_set" id="course-set" label={t`Treatments in one set`}>
          {(control) => <input {...control} inputMode="numeric" readOnly={owned > 0} />}
        </FormField>
        <FormField name="valid_days" id="course-valid" label={t`Valid for (days from purchase)`}>
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
      </div>
      <Treatments treatments={treatments} locked={owned > 0} />
      <SubmitButton busy={busy}>
        <Trans>Save the course</Trans>
      </SubmitButton>
    </Form>
  );
}
