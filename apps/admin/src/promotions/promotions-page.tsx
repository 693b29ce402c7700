// /admin/promotions, the brand's codes (docs/product-rules.md, Promotions and vouchers): what each gives, until
// when, how often it was used of its limit, and its edit page; a new code from here.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, formatMoney } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { LoadError } from '@sabai/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useMayEditCatalog } from '../catalog/use-catalog';
import retry from '../layout/retry.module.css';
import table from '../layout/table.module.css';
import styles from './promotions.module.css';
import { usePromotions } from './use-promotions';

type Promotion = NonNullable<ReturnType<typeof usePromotions>['promotions']>[number];

export function PromotionsPage() {
  const { t } = useLingui();
  const mayEdit = useMayEditCatalog();
  const { promotions, error, refresh } = usePromotions(!mayEdit);
  return (
    <main id="main" className={styles.page}>
      <h1>
        <Trans>Promotions</Trans>
      </h1>
      {!mayEdit && <p>{t`Promotions are managed by the brand's admins.`}</p>}
      {mayEdit && (
        <p>
          <Link to="/promotions/new" className={styles.primary}>
            <Trans>New promotion</Trans>
          </Link>
        </p>
      )}
      {mayEdit && error && !promotions && (
        <LoadError
          retryClassName={retry.retry}
          message={t`The promotions could not be loaded.`}
          onRetry={refresh}
        />
      )}
      {promotions && promotions.length === 0 && <p role="status">{t`No promotion yet.`}</p>}
      {promotions && promotions.length > 0 && <PromotionsTable promotions={promotions} />}
    </main>
  );
}

/** The codes with what each gives, until when, and how often it was used. */
function PromotionsTable({ promotions }: { promotions: Promotion[] }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  return (
    <table className={table.table}>
      <caption className="visually-hidden">{t`Promotions`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Code`}</th>
          <th scope="col">{t`Campaign`}</th>
          <th scope="col">{t`Discount`}</th>
          <th scope="col">{t`Last day`}</th>
          <th scope="col" className={table.amount}>{t`Used`}</th>
          <th scope="col">
            <span className="visually-hidden">{t`Actions`}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {promotions.map((p) => (
          <tr key={p.code}>
            <td className={table.nowrap}>{p.code}</td>
            <td>{p.campaign}</td>
            <td>{p.kind === 'percent' ? `${p.percent ?? 0}%` : formatMoney(p.amount ?? 0)}</td>
            <td className={table.nowrap}>{p.valid_until ? formatDate(p.valid_until, locale) : '—'}</td>
            <td className={table.amount}>{p.usage_limit ? `${p.uses} / ${p.usage_limit}` : p.uses}</td>
            <td>
              <Link
                to={`/promotions/${encodeURIComponent(p.code)}`}
                className={styles.edit}
                aria-label={t`Edit ${p.code}`}
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
