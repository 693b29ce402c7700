// /admin/rewards (docs/product-rules.md, Brand and branch settings: Member rewards): a brand admin sets what each tier
// gets off and how points pay at the brand; the next order summary counts them.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { MemberRewardsDocument, UpdateMemberRewardsDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import type { MemberRewardsInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { useMayEditCatalog } from '../catalog/use-catalog';
import { BrandEditorPage } from '../layout/brand-editor-page';
import { RewardsForm } from './rewards-form';
import { contractInput } from './rewards-form-values';
import styles from './rewards.module.css';

const QUIET = { quietErrors: true };

export function RewardsPage() {
  const { t } = useLingui();
  const mayEdit = useMayEditCatalog();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: MemberRewardsDocument,
    requestPolicy: 'network-only',
    context: QUIET,
    pause: !mayEdit,
  });
  const [saving, update] = useMutation(UpdateMemberRewardsDocument);
  const save = async (input: MemberRewardsInput) => {
    const { error: refused } = await update({ input: contractInput(input) }, QUIET);
    if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
    else showSnackbar({ message: t`Saved. The next order summary counts it.`, color: 'success' });
  };
  return (
    <BrandEditorPage
      heading={<Trans>Member rewards</Trans>}
      className={styles.page}
      notAllowed={mayEdit ? null : t`Member rewards are managed by the brand's admins.`}
      fetching={fetching}
      loaded={data !== undefined}
      error={error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
    >
      {data && <RewardsForm rewards={data.memberRewards} busy={saving.fetching} onSave={save} />}
    </BrandEditorPage>
  );
}
