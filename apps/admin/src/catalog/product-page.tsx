// /admin/catalog/:id, one product's edit (docs/product-rules.md, The catalogue in admin). What is saved is what
// the web and the kiosk show at their next request; bookings already made keep their prices.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { UpdateProductDocument } from '@sabai/graphql/staff';
import { localeAtom, showSnackbarAtom } from '@sabai/state';
import { LoadError } from '@sabai/ui';
import type { ProductForm } from '@sabai/validation';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useParams } from 'react-router';
import { useMutation } from 'urql';
import retry from '../layout/retry.module.css';
import { useAdminContext } from '../session/admin-context';
import styles from './catalog.module.css';
import { useProductTypeLabel } from './product-labels';
import { ProductEditForm } from './product-form';
import { useCatalogProducts, useMayEditCatalog } from './use-catalog';

export function ProductPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const { branch, branches } = useAdminContext();
  const mayEdit = useMayEditCatalog();
  const { products, error, fetching, refresh } = useCatalogProducts(!mayEdit);
  const [saving, update] = useMutation(UpdateProductDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const locale = useAtomValue(localeAtom);
  const typeLabel = useProductTypeLabel();
  const product = products?.find((p) => p.id === id);
  const brandBranches = branches.filter((b) => b.brand_id === branch?.brand_id);

  const save = async (values: ProductForm) => {
    if (!product) return;
    const { error: refused } = await update(
      // The form counts satang, as the server's schema does; the contract's Money is baht.
      { input: { id: product.id, ...values, price: values.price / 100 } },
      { quietErrors: true },
    );
    if (refused) showSnackbar({ message: errorText(refused), source: 'graphql' });
    else showSnackbar({ message: t`Saved.`, color: 'success' });
  };

  return (
    <main id="main" className={styles.page}>
      <p>
        <Link to="/catalog" className={styles.back}>
          <Trans>Back to the catalogue</Trans>
        </Link>
      </p>
      <h1>{product ? product.name[locale] : t`Product`}</h1>
      {!mayEdit && <p>{t`The catalogue is managed by the brand's admins.`}</p>}
      {mayEdit && error && !products && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The catalogue could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {products && !product && !fetching && <p role="status">{t`This product is not in the catalogue.`}</p>}
      {product && (
        <>
          <p className={styles.facts}>{t`Code ${product.code} · ${typeLabel(product.type)}`}</p>
          <ProductEditForm
            key={product.id}
            product={product}
            products={products ?? []}
            branches={brandBranches}
            busy={saving.fetching}
            onSave={save}
          />
        </>
      )}
    </main>
  );
}
