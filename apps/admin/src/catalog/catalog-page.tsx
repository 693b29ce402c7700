// /admin/catalog, the brand's products (docs/product-rules.md, The catalogue in admin): code, name in the
// screen's language, type, duration and price, each with its edit page. A brand sells a few dozen products, so
// the server sends them all in display order.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CatalogProductFieldsFragment } from '@sabai/graphql/staff';
import { formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { LoadError } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import retry from '../layout/retry.module.css';
import table from '../layout/table.module.css';
import styles from './catalog.module.css';
import { useProductTypeLabel } from './product-labels';
import { useCatalogProducts, useMayEditCatalog } from './use-catalog';

export function CatalogPage() {
  const { t } = useLingui();
  const mayEdit = useMayEditCatalog();
  const { products, error, refresh } = useCatalogProducts(!mayEdit);
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Catalogue</Trans>
      </h1>
      {!mayEdit && <p>{t`The catalogue is managed by the brand's admins.`}</p>}
      {mayEdit && (
        <Link to="/catalog/new" className={styles.newLink}>
          {t`New product`}
        </Link>
      )}
      {mayEdit && error && !products && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The catalogue could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {products && <ProductsTable products={products} />}
    </main>
  );
}

function ProductsTable({ products }: { products: CatalogProductFieldsFragment[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const typeLabel = useProductTypeLabel();
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Products`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Code`}</th>
          <th scope="col">{t`Name`}</th>
          <th scope="col">{t`Type`}</th>
          <th scope="col" className={table.amount}>{t`Duration`}</th>
          <th scope="col" className={table.amount}>{t`Price`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td className={table.nowrap}>{product.code}</td>
            <td>{product.name[locale]}</td>
            <td>{typeLabel(product.type)}</td>
            <td className={table.amount}>{t`${product.duration} min`}</td>
            <td className={table.amount}>{formatMoney(product.price)}</td>
            <td>
              <Link
                to={`/catalog/${encodeURIComponent(product.id)}`}
                className={styles.edit}
                aria-label={t`Edit ${product.name[locale]}`}
              >
                {t`Edit`}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
