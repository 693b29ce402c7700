// The brand's host names (docs/product-rules.md, Brands and hosts): the names its sites answer on, the first its
// app's address. A name is added as a DNS name (checked by the server's own schema) and taken away by a button;
// the one this page came through cannot be, so nobody locks themselves out.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { AddBrandHostDocument, BrandHostsDocument, RemoveBrandHostDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { Form, FormField, SubmitButton, useSchemaForm } from '@sabai/ui/forms';
import { brandHostInputSchema } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import styles from './settings.module.css';

const QUIET = { quietErrors: true };

function AddHostForm() {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [adding, add] = useMutation(AddBrandHostDocument);
  const form = useSchemaForm<{ host: string }, { host: string }>({
    schema: brandHostInputSchema,
    defaultValues: { host: '' },
  });
  const describe = (_field: string, code: string) =>
    code === 'host.required'
      ? t`Enter a host name.`
      : t`Enter a host name such as book.example.com, without https:// or a port.`;
  return (
    <Form
      form={form}
      describe={describe}
      className={styles.hostForm}
      onSubmit={async ({ host }) => {
        const { error } = await add({ host }, QUIET);
        if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
        else {
          form.reset({ host: '' });
          showSnackbar({
            message: t`Added: point its DNS and TLS certificate at this server.`,
            color: 'success',
          });
        }
      }}
    >
      <FormField name="host" id="new-host" label={t`New host name`}>
        {(control) => <input {...control} type="text" autoComplete="off" spellCheck={false} />}
      </FormField>
      <SubmitButton busy={adding.fetching}>
        <Trans>Add</Trans>
      </SubmitButton>
    </Form>
  );
}

export function BrandHostsSection() {
  const { t } = useLingui();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data }] = useQuery({ query: BrandHostsDocument, requestPolicy: 'network-only', context: QUIET });
  const [, remove] = useMutation(RemoveBrandHostDocument);
  const hosts = data?.brandHosts ?? [];
  return (
    <section className={styles.hosts} aria-labelledby="hosts-title">
      <h2 id="hosts-title">{t`Host names`}</h2>
      <p>{t`The names the brand's web, kiosk and admin answer on; the first is the address in messages.`}</p>
      <ul>
        {hosts.map(({ id, host, in_use }) => (
          <li key={id}>
            <span>{host}</span>
            {in_use ? (
              <span className={styles.inUse}>{t`(this page's address)`}</span>
            ) : (
              <button
                type="button"
                onClick={async () => {
                  const { error } = await remove({ id }, QUIET);
                  if (error) showSnackbar({ message: errorText(error), source: 'graphql' });
                }}
              >
                {t`Take away ${host}`}
              </button>
            )}
          </li>
        ))}
      </ul>
      <AddHostForm />
    </section>
  );
}
