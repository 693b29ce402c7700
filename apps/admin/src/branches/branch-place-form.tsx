// A branch's names and place (docs/product-rules.md, Brand and branch settings): names, address and province in three
// languages, the province code and pool that decide which branches are suggested for each other, the time zone and
// the photo the web shows with the branch.
// Checked by the server's schema and saved for the web and the kiosk's next request.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import {
  BranchPlaceDocument,
  UpdateBranchPlaceDocument,
  type BranchPlaceFieldsFragment,
} from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { branchPlaceInputSchema, type BranchPlaceInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { PhotoField } from '../forms/photo-field';
import styles from './branches.module.css';

const QUIET = { quietErrors: true };
const LANGUAGES = ['en', 'th', 'zh'] as const;
const TEXTS = ['name', 'branch', 'address', 'friendly_address', 'province'] as const;

type Values = Omit<BranchPlaceFieldsFragment, '__typename' | 'image'> & { image_id: string | null };

const valuesOf = (p: BranchPlaceFieldsFragment): Values => ({
  branch_id: p.branch_id,
  name: { ...p.name },
  branch: { ...p.branch },
  address: { ...p.address },
  friendly_address: { ...p.friendly_address },
  province: { ...p.province },
  province_code: p.province_code,
  pool: p.pool,
  time_zone: p.time_zone,
  // The photo there is, kept unless replaced or taken away.
  image_id: p.image?.id ?? null,
});

export function BranchPlaceSection({ branchId }: { branchId: string }) {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data }] = useQuery({
    query: BranchPlaceDocument,
    variables: { branch_id: branchId },
    requestPolicy: 'network-only',
    context: QUIET,
  });
  const [saving, update] = useMutation(UpdateBranchPlaceDocument);
  const save = async (input: BranchPlaceInput) => {
    const { error } = await update({ input }, QUIET);
    if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
    else showSnackbar({ message: t`Saved.`, color: 'success' });
  };
  return (
    <section aria-labelledby="place-title" className={styles.close}>
      <h2 id="place-title">
        <Trans>Names and place</Trans>
      </h2>
      {data && <PlaceForm key={branchId} place={data.branchPlace} busy={saving.fetching} onSave={save} />}
    </section>
  );
}

function useLabels() {
  const { t } = useLingui();
  const language = { en: t`English`, th: t`Thai`, zh: t`Chinese` };
  const what = {
    name: t`Full name`,
    branch: t`Short name`,
    address: t`Address`,
    friendly_address: t`How to get there (optional)`,
    province: t`Province`,
  };
  return (field: (typeof TEXTS)[number], lang: (typeof LANGUAGES)[number]) => {
    const label = what[field];
    const name = language[lang];
    return t`${label} (${name})`;
  };
}

function PlaceForm(props: {
  place: BranchPlaceFieldsFragment;
  busy: boolean;
  onSave: (input: BranchPlaceInput) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const labelOf = useLabels();
  const form = useSchemaForm<Values, BranchPlaceInput>({
    schema: branchPlaceInputSchema,
    defaultValues: valuesOf(props.place),
  });
  const describe = (field: string, code: string) => {
    if (code.endsWith('.required')) return t`Please fill this in.`;
    if (code === 'province_code.invalid') return t`Two to ten capitals, digits or dashes, e.g. BKK.`;
    if (code === 'pool.invalid') return t`Lower-case letters, digits and dashes, e.g. bangkok.`;
    if (code === 'time_zone.invalid') return t`A time zone such as Asia/Bangkok.`;
    return undefined;
  };
  return (
    <Form form={form} onSubmit={props.onSave} describe={describe} className={styles.settings}>
      {TEXTS.map((field) => (
        <div key={field} className={styles.form}>
          {LANGUAGES.map((lang) => (
            <FormField
              key={lang}
              name={`${field}.${lang}`}
              id={`place-${field}-${lang}`}
              label={labelOf(field, lang)}
            >
              {(control) => (
                <input {...control} lang={lang} maxLength={field.endsWith('address') ? 300 : 120} />
              )}
            </FormField>
          ))}
        </div>
      ))}
      <div className={styles.form}>
        <FormField name="province_code" id="place-province-code" label={t`Province code`}>
          {(control) => <input {...control} maxLength={10} autoComplete="off" />}
        </FormField>
        <FormField name="pool" id="place-pool" label={t`Pool (branches suggested for each other)`}>
          {(control) => <input {...control} maxLength={40} autoComplete="off" />}
        </FormField>
        <FormField name="time_zone" id="place-time-zone" label={t`Time zone`}>
          {(control) => <input {...control} maxLength={60} autoComplete="off" placeholder="Asia/Bangkok" />}
        </FormField>
      </div>
      <PhotoField<Values>
        name="image_id"
        currentSrc={props.place.image?.src ?? null}
        legend={t`Photo`}
        alt={t`The branch's photo`}
        removable
      />
      <SubmitButton busy={props.busy}>
        <Trans>Save names and place</Trans>
      </SubmitButton>
    </Form>
  );
}
