import { Trans, useLingui } from '@lingui/react/macro';
import { BranchProductsDocument } from '@sabai/graphql';
import { Money, PRODUCT_REFETCH_DELAY_MS, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useQuery } from 'urql';
import styles from './home-page.module.css';

export function ProductMenu({ branchId }: { branchId: string }) {
  const [{ data, fetching }, refetch] = useQuery({
    query: BranchProductsDocument,
    variables: { branch: branchId },
  });
  useRefetchOnLocaleSwitch(() => refetch({ requestPolicy: 'network-only' }), PRODUCT_REFETCH_DELAY_MS);
  const { t } = useLingui();

  if (fetching && !data) return <p role="status">{t`Loading treatments…`}</p>;
  if (!data) return null;
  return (
    <ul role="list" className={styles.products} aria-label={t`Treatments`}>
      {data.products
        .filter((p) => p.type !== 'course_treatment')
        .map((product) => (
          <li key={product.id} className={styles.product} data-testid="product">
            <div className={styles.productHead}>
              <span className={styles.productName}>{product.name}</span>
              <Money amount={product.price} />
            </div>
            <p className={styles.muted}>
              <Trans>{product.duration} min</Trans> · {product.description}
            </p>
            {product.bundle.length > 0 && (
              <p className={styles.muted}>
                <Trans>Includes: {product.bundle.map((item) => item.name).join(', ')}</Trans>
              </p>
            )}
          </li>
        ))}
    </ul>
  );
}
