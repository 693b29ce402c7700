// A branch's hours, days, dates and places (docs/product-rules.md, Brand and branch settings), checked by the server's
// schema and saved for the web and the kiosk's next request; bookings already made keep their times.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  BranchSettingsDocument,
  UpdateBranchSettingsDocument,
  type BranchSettingsFieldsFragment,
} from '@sabai/graphql/staff';
import { weekdayNames } from '@sabai/i18n';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { branchSettingsInputSchema, type BranchSettingsInput } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { useFormContext } from 'react-hook-form';
import { useMutation, useQuery } from 'urql';
import styles from './branches.module.css';
import { typedWhole } from '../forms/typed-values';

const QUIET = { quietErrors: true };

interface Values {
  open_time: string;
  close_time: string;
  open_days: string[] | string | boolean;
  open_date: string;
  close_date: string;
  spa_beds: string;
  onsen_places: string;
}

const valuesOf = (s: BranchSettingsFieldsFragment): Values => ({
  open_time: s.open_time,
  close_time: s.close_time,
  open_days: s.open_days.map(String),
  open_date: s.open_date,
  close_date: s.close_date ?? '',
  spa_beds: String(s.spa_beds),
  onsen_places: String(s.onsen_places),
});

function toInput(values: Values, branchId: string) {
  const days = Array.isArray(values.open_days)
    ? values.open_days
    : typeof values.open_days === 'string'
      ? [values.open_days]
      : [];
  return {
    ...values,
    branch_id: branchId,
    open_days: days.map(Number),
    close_date: values.close_date === '' ? null : values.close_date,
    spa_beds: typedWhole(values.spa_beds),
    onsen_places: typedWhole(values.onsen_places),
  };
}

export function BranchSettingsSection({ branchId }: { branchId: string }) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data }] = useQuery({
    query: BranchSettingsDocument,
    variables: { branch_id: branchId },
    requestPolicy: 'network-only',
    context: QUIET,
  });
  const [saving, update] = useMutation(UpdateBranchSettingsDocument);
  const save = async (input: BranchSettingsInput) => {
    const { error } = await update({ input }, QUIET);
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else showSnackbar({ message: t`Saved.`, color: 'success' });
  };
  return (
    <section aria-labelledby="hours-title" className={styles.close}>
      <h2 id="hours-title">
        <Trans>Hours and places</Trans>
      </h2>
      {data && (
        <HoursForm key={branchId} settings={data.branchSettings} busy={saving.fetching} onSave={save} />
      )}
    </section>
  );
}

function HoursForm({
  settings,
  busy,
  onSave,
}: {
  settings: BranchSettingsFieldsFragment;
  busy: boolean;
  onSave: (input: BranchSettingsInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const form = useSchemaForm<Values, BranchSettingsInput>({
    schema: branchSettingsInputSchema,
    defaultValues: valuesOf(settings),
    toInput: (values) => toInput(values, settings.branch_id),
  });
  const describe = (field: string, code: string) => {
    if (code === 'close_time.beforeOpen') return t`The branch closes before it opens.`;
    if (code === 'close_date.beforeOpen') return t`The last open date is before the first.`;
    if (code === 'open_days.required') return t`Tick at least one day.`;
    if (field === 'spa_beds' || field === 'onsen_places') return t`Enter a whole number.`;
    return undefined;
  };
  return (
    <Form form={form} onSubmit={onSave} describe={describe} className={styles.settings}>
      <div className={styles.form}>
        <FormField name="open_time" id="branch-open" label={t`Opens at`}>
          {(control) => <input {...control} type="time" />}
        </FormField>
        <FormField name="close_time" id="branch-close" label={t`Closes at (00:00: midnight)`}>
          {(control) => <input {...control} type="time" />}
        </FormField>
        <FormField name="open_date" id="branch-open-date" label={t`First open date`}>
          {(control) => <input {...control} type="date" />}
        </FormField>
        <FormField name="close_date" id="branch-close-date" label={t`Last open date (empty: none)`}>
          {(control) => <input {...control} type="date" />}
        </FormField>
        <FormField name="spa_beds" id="branch-beds" label={t`Spa beds`}>
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
        <FormField name="onsen_places" id="branch-onsen" label={t`Onsen places`}>
          {(control) => <input {...control} inputMode="numeric" />}
        </FormField>
      </div>
      <OpenDays />
      <SubmitButton busy={busy}>
        <Trans>Save hours and places</Trans>
      </SubmitButton>
    </Form>
  );
}

function OpenDays() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { register } = useFormContext<Values>();
  return (
    <fieldset className={styles.days}>
      <legend>{t`Open on`}</legend>
      {weekdayNames(locale).map((name, day) => (
        <label key={name} className={styles.day}>
          <input type="checkbox" value={String(day)} {...register('open_days')} />
          {name}
        </label>
      ))}
    </fieldset>
  );
}
