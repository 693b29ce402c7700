import { Trans, useLingui } from '@lingui/react/macro';
import type { BranchesQuery } from '@sabai/graphql';
import { formatDate, formatTime, weekdayNames } from '@sabai/i18n';
import { localeAtom } from '@sabai/state';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from './home-page.module.css';
import { ProductMenu } from './product-menu';

type Branch = BranchesQuery['branches'][number];

export function BranchCard({ branch }: { branch: Branch }) {
  const locale = useAtomValue(localeAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = useLingui();
  const days = weekdayNames(locale);
  const closedDays = days.filter((_, day) => !branch.open_days.includes(day));
  const hours = `${formatTime(branch.open_time)}–${formatTime(branch.close_time)}`;

  return (
    <article className={styles.card} aria-labelledby={`branch-${branch.id}`}>
      <h3 id={`branch-${branch.id}`}>{branch.name}</h3>
      <p className={styles.address}>{branch.address}</p>
      <p className={styles.muted}>{branch.friendly_address}</p>
      <p>
        <strong>{closedDays.length === 0 ? t`Open daily ${hours}` : t`Open ${hours}`}</strong>
        {closedDays.length > 0 && <> · {t`Closed on ${closedDays.join(', ')}`}</>}
      </p>
      {branch.close_date && (
        <p className={styles.notice}>{t`Last day of service: ${formatDate(branch.close_date, locale)}`}</p>
      )}
      <div className={styles.actions}>
        <Link className={styles.book} to={`/book?branch=${encodeURIComponent(branch.id)}`}>
          <Trans>Book</Trans>
          <span className="visually-hidden"> {branch.name}</span>
        </Link>
      </div>
      <details className={styles.menu} onToggle={(e) => setMenuOpen((e.target as HTMLDetailsElement).open)}>
        <summary>
          <Trans>Treatments and prices</Trans>
        </summary>
        {menuOpen && <ProductMenu branchId={branch.id} />}
      </details>
    </article>
  );
}
