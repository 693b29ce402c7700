// Paging for the back office's long lists (group requests, audit log, refunds queue, kiosk devices,
// members, a member's wallet and bookings): the server counts the matches and sends one page; the pager
// moves between pages and says where the reader is.
import { Plural, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import control from './control.module.css';
import styles from './list-pager.module.css';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Names the pager's landmark, e.g. "Pages of group requests". */
  label: string;
  /**
   * Says the total after the position: "· 25 matches" unless told otherwise. `false` where the page's
   * heading already counts the list: the pager then gives the position only, and nothing at all when the
   * list fits on one page.
   */
  count?: ((total: number) => ReactNode) | false;
}

const matches = (total: number) => <Plural value={total} one="# match" other="# matches" />;

export function ListPager({ page, pageSize, total, onPage, label, count = matches }: ListPagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && !count) return null;
  return (
    <nav aria-label={label} className={styles.pager}>
      <button type="button" className={control.control} onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {t`Previous page`}
      </button>
      <span aria-live="polite">
        {t`Page ${page} of ${pages}`}
        {count && <> · {count(total)}</>}
      </span>
      <button
        type="button"
        className={control.control}
        onClick={() => onPage(page + 1)}
        disabled={page >= pages}
      >
        {t`Next page`}
      </button>
    </nav>
  );
}
