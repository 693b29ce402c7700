// /admin/settings, the brand's settings (docs/product-rules.md, Brand and branch settings): names, links, colours,
// the deposit, the booking horizon, the no-show grace, VAT and the seller's legal details for tax invoices.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { BrandSettingsDocument, UpdateBrandSettingsDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import type { BrandSettingsInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { useMayEditCatalog } from '../catalog/use-catalog';
import retry from '../layout/retry.module.css';
import { BrandHostsSection } from './brand-hosts-section';
import { BrandSettingsForm } from './brand-settings-form';
import styles from './settings.module.css';

const QUIET = { quietErrors: true };

export function BrandSettingsPage() {
  const { t } = useLingui();
  const mayEdit = useMayEditCatalog();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: BrandSettingsDocument,
    requestPolicy: 'network-only',
    context: QUIET,
    pause: !mayEdit,
  });
  const [saving, update] = useMutation(UpdateBrandSettingsDocument);
  const save = async (input: BrandSettingsInput) => {
    const text = (value: string | null) => value ?? '';
    const { error: refused } = await update(
      {
        input: {
          ...input,
          customer_url: text(input.customer_url),
          legal_name_th: text(input.legal_name_th),
          legal_name_en: text(input.legal_name_en),
          legal_address_th: text(input.legal_address_th),
          legal_address_en: text(input.legal_address_en),
        },
      },
      QUIET,
    );
    if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
    else showSnackbar({ message: t`Saved.`, color: 'success' });
  };
  if (!mayEdit)
    return (
      <main id="main" className={styles.page}>
        <h1>
          <Trans>Brand settings</Trans>
        </h1>
        <p>{t`The brand's settings are managed by its admins.`}</p>
      </main>
    );
  if (fetching && !data) return <PageLoading />;
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Brand settings</Trans>
      </h1>
      {error && !data && (
        <LoadError
          retryClassName={retry.retry}
          message={errorText(error)}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
      {data && <BrandSettingsForm settings={data.brandSettings} busy={saving.fetching} onSave={save} />}
      <BrandHostsSection />
    </main>
  );
}
