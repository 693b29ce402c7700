// /admin/rewards (docs/product-rules.md, Brand and branch settings: Member rewards): a brand admin sets what each tier
// gets off and how points pay at the brand; the next order summary counts them.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { MemberRewardsDocument, UpdateMemberRewardsDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import type { MemberRewardsInput } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { useMutation, useQuery } from 'urql';
import { useMayEditCatalog } from '../catalog/use-catalog';
import retry from '../layout/retry.module.css';
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
  const heading = (
    <h1>
      <Trans>Member rewards</Trans>
    </h1>
  );
  if (!mayEdit)
    return (
      <main id="main" className={styles.page}>
        {heading}
        <p>{t`Member rewards are managed by the brand's admins.`}</p>
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
      {data && <RewardsForm rewards={data.memberRewards} busy={saving.fetching} onSave={save} />}
    </main>
  );
}
