// /admin/kiosk-screens (docs/product-rules.md, Kiosk screens): a brand admin sets how long the kiosks' pages wait
// and the ads an idle kiosk shows; every kiosk of the brand reads them at its next load.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { KioskSettingsDocument, UpdateKioskSettingsDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import type { KioskSettingsInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { useMayEditCatalog } from '../catalog/use-catalog';
import { BrandEditorPage } from '../layout/brand-editor-page';
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
  return (
    <BrandEditorPage
      heading={<Trans>Kiosk screens</Trans>}
      className={styles.page}
      notAllowed={mayEdit ? null : t`The kiosk screens are managed by the brand's admins.`}
      fetching={fetching}
      loaded={data !== undefined}
      error={error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {data && <KioskScreensForm settings={data.kioskSettings} busy={saving.fetching} onSave={save} />}
    </BrandEditorPage>
  );
}
