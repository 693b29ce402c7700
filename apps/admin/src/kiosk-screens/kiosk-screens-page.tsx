// /admin/kiosk-screens (docs/product-rules.md, Kiosk screens): a brand admin sets how long the kiosks' pages wait
// and the ads an idle kiosk shows; every kiosk of the brand reads them at its next load.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { KioskSettingsDocument, UpdateKioskSettingsDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import type { KioskSettingsInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { useMayEditCatalog } from '../catalog/use-catalog';
import retry from '../layout/retry.module.css';
import { KioskScreensForm } from './kiosk-screens-form';
import styles from './kiosk-screens.module.css';

const QUIET = { quietErrors: true };

export function KioskScreensPage() {
  const { t } = useLingui();
  const mayEdit = useMayEditCatalog();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: KioskSettingsDocument,
    requestPolicy: 'network-only',
    context: QUIET,
    pause: !mayEdit,
  });
  const [saving, update] = useMutation(UpdateKioskSettingsDocument);
  const save = async (input: KioskSettingsInput) => {
    const { error: refused } = await update({ input }, QUIET);
    if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
    else showSnackbar({ message: t`Saved. The kiosks show it at their next start.`, color: 'success' });
  };
  const heading = (
    <h1>
      <Trans>Kiosk screens</Trans>
    </h1>
  );
  if (!mayEdit)
    return (
      <main id="main" className={styles.page}>
        {heading}
        <p>{t`The kiosk screens are managed by the brand's admins.`}</p>
      </main>
    );
  if (fetching && !data) return <PageLoading />;
  return (
    <main id="main" className={styles.page}>
      {heading}
      {error && !data && (
        <LoadError
          retryClassName={retry.retry}
          message={errorText(error)}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      )}
      {data && <KioskScreensForm settings={data.kioskSettings} busy={saving.fetching} onSave={save} />}
    </main>
  );
}
