// /admin/promotions/new and /admin/promotions/:code, one promotion's form (docs/product-rules.md, Promotions and
// vouchers). What is saved is what a customer's code is checked against at their next try.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTimeOfDay } from '@sabai/booking-rules';
import { errorText } from '@sabai/graphql';
import { SavePromotionDocument, type StaffPromotionFieldsFragment } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import { LoadError, PageLoading } from '@sabai/ui';
import type { PromotionForm } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { Link, useNavigate, useParams } from 'react-router';
import { useMutation } from 'urql';
import { useCatalogProducts, useMayEditCatalog } from '../catalog/use-catalog';
import retry from '../layout/retry.module.css';
import { PromotionEditForm } from './promotion-form';
import styles from './promotions.module.css';
import { usePromotions } from './use-promotions';

const hhmm = (minute: number | null) => (minute === null ? null : formatTimeOfDay(minute).slice(0, 5));

/** The form's output as the contract's input: a percent or baht, times as HH:mm. */
function inputOf(values: PromotionForm) {
  const { value, time_from, time_until, ...rest } = values;
  return {
    ...rest,
    percent: values.kind === 'percent' ? value : null,
    amount: values.kind === 'amount' ? value / 100 : null,
    time_from: hhmm(time_from),
    time_until: hhmm(time_until),
  };
}

export function PromotionPage() {
  const { t } = useLingui();
  const { code = 'new' } = useParams();
  const mayEdit = useMayEditCatalog();
  const navigate = useNavigate();
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const { promotions, error, refresh } = usePromotions(!mayEdit);
  const { products } = useCatalogProducts(!mayEdit);
  const [saving, save] = useMutation(SavePromotionDocument);
  const isNew = code === 'new';
  const promotion: StaffPromotionFieldsFragment | undefined = promotions?.find((p) => p.code === code);

  const submit = async (values: PromotionForm) => {
    const { data, error: refused } = await save({ input: inputOf(values) }, { quietErrors: true });
    if (refused || !data) {
      if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
      return;
    }
    showSnackbar({ message: t`Saved.`, color: 'success' });
    refresh();
    if (isNew) void navigate(`/promotions/${encodeURIComponent(data.savePromotion.code)}`, { replace: true });
  };

  if (!mayEdit)
    return (
      <main id="main" className={styles.page}>
        <p>{t`Promotions are managed by the brand's admins.`}</p>
      </main>
    );
  if (!products || (!isNew && !promotions && !error)) return <PageLoading />;
  return (
    <main id="main" className={styles.page}>
      <p>
        <Link to="/promotions" className={styles.back}>
          <Trans>Back to the promotions</Trans>
        </Link>
      </p>
      <h1>{isNew ? t`New promotion` : code}</h1>
      {error && !promotions && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The promotions could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {!isNew && promotions && !promotion && <p role="status">{t`There is no promotion with this code.`}</p>}
      {(isNew || promotion) && (
        <PromotionEditForm
          key={promotion?.code ?? 'new'}
          promotion={promotion}
          products={products.filter((p) => p.type === 'treatment' || p.type === 'package')}
          busy={saving.fetching}
          onSave={submit}
        />
      )}
    </main>
  );
}
