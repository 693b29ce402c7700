// /admin/catalog/new (docs/product-rules.md, The catalogue in admin): a treatment, an onsen fee or a package made
// by a brand admin; once made, its page opens, and the web and the kiosk list it at their next request.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '@sabai/graphql';
import { CreateProductDocument } from '@sabai/graphql/staff';
import { showSnackbarAtom } from '@sabai/state';
import type { ProductCreateForm } from '@sabai/validation';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { useAdminContext } from '../session/admin-context';
import { NewProductForm } from './product-form';
import { useCatalogProducts, useMayEditCatalog } from './use-catalog';
import styles from './catalog.module.css';

export function NewProductPage() {
  const { t } = useLingui();
  const { branch, branches } = useAdminContext();
  const mayEdit = useMayEditCatalog();
  const { products } = useCatalogProducts(!mayEdit);
  const [making, create] = useMutation(CreateProductDocument);
  const showSnackbar = useSetAtom(showSnackbarAtom);
  const navigate = useNavigate();
  const brandBranches = branches.filter((b) => b.brand_id === branch?.brand_id);

  const save = async (values: ProductCreateForm) => {
    const { data, error } = await create(
      // The form counts satang, as the server's schema does; the contract's Money is baht.
      { input: { ...values, price: values.price / 100 } },
      { quietErrors: true },
    );
    if (error) {
      showSnackbar({ message: errorText(error), source: 'graphql' });
      return;
    }
    if (!data) return;
    showSnackbar({ message: t`Made. The web and the kiosk list it now.`, color: 'success' });
    await navigate(`/catalog/${encodeURIComponent(data.createProduct.id)}`);
  };

  return (
    <main id="main" className={styles.page}>
      <p>
        <Link to="/catalog" className={styles.back}>
          <Trans>Back to the catalogue</Trans>
        </Link>
      </p>
      <h1>{t`New product`}</h1>
      {mayEdit ? (
        products && (
          <NewProductForm products={products} branches={brandBranches} busy={making.fetching} onSave={save} />
        )
      ) : (
        <p>{t`The catalogue is managed by the brand's admins.`}</p>
      )}
    </main>
  );
}
