// A branch's menu filters (docs/product-rules.md, Brand and branch settings): the chips above its treatment menu, each
// a name in three languages and the product tags it shows, replaced whole and in order.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  BranchFiltersDocument,
  UpdateBranchFiltersDocument,
  type BranchFilterFieldsFragment,
} from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { branchFiltersInputSchema, MAX_BRANCH_FILTERS, type BranchFiltersInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useFieldArray } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import styles from './branches.module.css';

const QUIET = { quietErrors: true };
const LANGUAGES = ['en', 'th', 'zh'] as const;

interface Values {
  filters: { id: string | null; name: { en: string; th: string; zh: string }; tags: string }[];
}

const valuesOf = (filters: BranchFilterFieldsFragment[]): Values => ({
  filters: filters.map((f) => ({ id: f.id, name: { ...f.name }, tags: f.tags.join(', ') })),
});

/** Tags typed with commas or spaces between them. */
const toInput = (values: Values, branchId: string) => ({
  branch_id: branchId,
  filters: values.filters.map((f) => ({ ...f, tags: f.tags.split(/[\s,]+/).filter(Boolean) })),
});

export function BranchFiltersSection({ branchId }: { branchId: string }) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data }, reexecute] = useQuery({
    query: BranchFiltersDocument,
    variables: { branch_id: branchId },
    requestPolicy: 'network-only',
    context: QUIET,
  });
  const [saving, update] = useMutation(UpdateBranchFiltersDocument);
  const save = async (input: BranchFiltersInput) => {
    const { error } = await update({ input }, QUIET);
    if (error) return showSnackbar({ message: errorText(error), source: 'graphql' });
    showSnackbar({ message: t`Saved.`, color: 'success' });
    reexecute({ requestPolicy: 'network-only' });
  };
  return (
    <section aria-labelledby="filters-title" className={styles.close}>
      <h2 id="filters-title">
        <Trans>Filters above the treatment menu</Trans>
      </h2>
      {data && (
        <FiltersForm
          key={data.branchFilters.map((f) => f.id).join()}
          branchId={branchId}
          filters={data.branchFilters}
          busy={saving.fetching}
          onSave={save}
        />
      )}
    </section>
  );
}

function FiltersForm(props: {
  branchId: string;
  filters: BranchFilterFieldsFragment[];
  busy: boolean;
  onSave: (input: BranchFiltersInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const form = useSchemaForm<Values, BranchFiltersInput>({
    schema: branchFiltersInputSchema,
    defaultValues: valuesOf(props.filters),
    toInput: (values) => toInput(values, props.branchId),
  });
  const rows = useFieldArray({ control: form.control, name: 'filters' });
  const describe = (field: string, code: string) => {
    if (code.endsWith('.required') && field.endsWith('tags')) return t`Give at least one tag.`;
    if (code.endsWith('.required')) return t`Please fill this in.`;
    if (field.includes('tags')) return t`Lower-case tags of letters, digits and dashes, e.g. massage.`;
    return undefined;
  };
  return (
    <Form form={form} onSubmit={props.onSave} describe={describe} className={styles.settings}>
      {rows.fields.length === 0 && <p>{t`No filters: the menu shows every treatment at once.`}</p>}
      {rows.fields.map((row, i) => (
        <FilterRow key={row.id} index={i} onRemove={() => rows.remove(i)} />
      ))}
      {rows.fields.length < MAX_BRANCH_FILTERS && (
        <button
          type="button"
          className={styles.button}
          onClick={() => rows.append({ id: null, name: { en: '', th: '', zh: '' }, tags: '' })}
        >
          {t`Add a filter`}
        </button>
      )}
      <SubmitButton busy={props.busy}>
        <Trans>Save the filters</Trans>
      </SubmitButton>
    </Form>
  );
}

function FilterRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const language = { en: t`English`, th: t`Thai`, zh: t`Chinese` };
  const number = index + 1;
  return (
    <fieldset className={styles.filter}>
      <legend>{t`Filter ${number}`}</legend>
      {LANGUAGES.map((lang) => {
        const name = language[lang];
        return (
          <FormField
            key={lang}
            name={`filters.${index}.name.${lang}`}
            id={`filter-${index}-${lang}`}
            label={t`Name (${name})`}
          >
            {(control) => <input {...control} lang={lang} maxLength={40} />}
          </FormField>
        );
      })}
      <FormField name={`filters.${index}.tags`} id={`filter-${index}-tags`} label={t`Tags (commas between)`}>
        {(control) => <input {...control} autoComplete="off" />}
      </FormField>
      <button type="button" className={styles.button} onClick={onRemove}>
        {t`Remove filter ${number}`}
      </button>
    </fieldset>
  );
}
