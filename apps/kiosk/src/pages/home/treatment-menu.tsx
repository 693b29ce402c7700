import { Trans, useLingui } from '@lingui/react/macro';
import { BranchProductsDocument } from '@sabai/graphql';
import { LoadError, Money, Photo, PRODUCT_REFETCH_DELAY_MS, useRefetchOnLocaleSwitch } from '@sabai/ui';
import { useQuery } from 'urql';
import styles from './kiosk-home-page.module.css';

export interface TreatmentMenuProps {
  branchId: string;
  branchName: string;
}

/** The branch's treatments and packages with duration and price, as large read-only cards. */
export function TreatmentMenu({ branchId, branchName }: TreatmentMenuProps) {
  const [{ data, error }, refetch] = useQuery({
    query: BranchProductsDocument,
    variables: { branch: branchId },
  });
  useRefetchOnLocaleSwitch(() => refetch({ requestPolicy: 'network-only' }), PRODUCT_REFETCH_DELAY_MS);
  const { t } = useLingui();
  // Course items belong to a member's course, not to the price list.
  const products = data?.products.filter((product) => product.type !== 'course_treatment');

  return (
    <section className={styles.menu} aria-labelledby="menu-title">
      <h2 id="menu-title">{t`Treatments at ${branchName}`}</h2>
      {error && !data && (
        <LoadError
          message={<Trans>Treatments could not be loaded.</Trans>}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          className={styles.problem}
          retryClassName={styles.retry}
        />
      )}
      {products && products.length === 0 && (
        <p>
          <Trans>No treatments are available here at the moment.</Trans>
        </p>
      )}
      {products && products.length > 0 && (
        <ul role="list" className={styles.cards}>
          {products.map((product) => (
            <li key={product.id} className={styles.card} data-testid="product">
              {product.image && (
                <Photo
                  image={product.image}
                  sizes="(min-width: 900px) 33vw, 100vw"
                  className={styles.cardPhoto}
                />
              )}
              <h3 className={styles.cardTitle}>{product.name}</h3>
              {product.description && <p className={styles.description}>{product.description}</p>}
              {product.bundle.length > 0 && (
                <p className={styles.description}>
                  <Trans>Includes: {product.bundle.map((item) => item.name).join(', ')}</Trans>
                </p>
              )}
              <p className={styles.facts}>
                <span>
                  <Trans>{product.duration} min</Trans>
                </span>
                <strong className={styles.price}>
                  <Money amount={product.price} />
                </strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
